import { configure } from "@testing-library/dom";

// Unit tests run in UTC so dates format the same on every machine.
process.env.TZ = "UTC";

// Component tests wait for what the user would see; on a loaded two-core machine a render can
// take longer than Testing Library's default second. Waits still end as soon as they pass.
configure({ asyncUtilTimeout: 5_000 });
