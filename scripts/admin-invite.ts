/**
 * Operator command: lets a member of staff into the back office, or changes their role.
 *   npm run admin:invite -- <email> [--role admin|sales|marketing]
 * The first administrator is created this way; after that /admin/people does the same (and
 * emails the sign-in link).
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES } from "../app/lib/admin/staff-sections.ts";
import { inviteStaff, isValidStaffEmail, staffEmailKey } from "../app/server/admin/staff.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run admin:invite -- <email> [--role admin|sales|marketing]

Invites a member of staff to the back office (/admin) with a role, admin unless given, or
changes the role of someone already invited. They then sign in at /admin/sign-in with an
emailed link (SMTP_URL must be set), and may add a passkey there. Written to the audit log.

Options:
  --role <role>  admin (people and settings), sales (inventory, leads) or marketing (press,
                 team, facts, metadata); default admin
  -h, --help     show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

await runOperatorCommand("admin-invite", async ({ withStorage }) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: "string", default: "admin" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (positionals.length !== 1) throw new Error("expected one email address (see --help)");
  const email = staffEmailKey(positionals[0] ?? "");
  // Checked before the database is opened: a typo never creates or touches one.
  if (!isValidStaffEmail(email)) {
    throw new Error(`"${positionals[0]}" is not an email address; nothing was changed`);
  }
  const role = values.role;
  if (!isStaffRole(role)) {
    throw new Error(`--role must be one of ${STAFF_ROLES.join(", ")}; nothing was changed`);
  }
  const { outcome, previousRole } = await withStorage((storage) =>
    inviteStaff(storage, {
      email,
      role,
      actor: { id: null, label: "npm run admin:invite" },
    }),
  );
  const said = {
    invited: `Invited ${email} as ${role}. They can sign in at /admin/sign-in.`,
    role_changed: `Changed ${email} from ${previousRole} to ${role}.`,
    unchanged: `${email} is already invited as ${role}: nothing changed.`,
  };
  process.stdout.write(`${said[outcome]}\n`);
});
