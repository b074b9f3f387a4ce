// Provided by the React Router Vite plugin; typed where it is imported.
declare module "virtual:react-router/server-build";
