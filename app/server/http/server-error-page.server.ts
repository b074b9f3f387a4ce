/**
 * Shown when the server itself fails: a plain page with no details, since visitors must
 * never see stack traces or configuration, and one that depends on nothing else from a
 * server in trouble.
 */
export const serverErrorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | The Residences, Grand Cayman</title>
</head>
<body>
<main>
<h1>We will be back shortly</h1>
<p>This page could not be shown just now. Please try again in a moment, or call our sales team.</p>
<p><a href="/">Return to the home page</a></p>
</main>
</body>
</html>`;
