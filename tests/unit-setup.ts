// Unit tests run in UTC so dates format the same on every machine.
process.env.TZ = "UTC";
