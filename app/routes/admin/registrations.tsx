import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { listBrokerRegistrations } from "../../server/brokers/broker-registrations.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-registrations.css";
import type { Route } from "./+types/registrations";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Broker registrations", matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { registrations: await listBrokerRegistrations(context.get(servicesContext).storage) };
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { registrations } = loaderData;
  return (
    <div className="admin__page admin__page--wide">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Broker registrations</h1>
      <p className="lede">
        Clients introduced by brokers on the public form (/brokers/register), newest first, with the
        time each arrived. “Already a contact” means the client had inquired, or a broker registered
        them earlier.
      </p>
      <p className="admin__actions">
        <a href="/admin/registrations/export" className="button button--quiet" download>
          Download the registrations as CSV
        </a>
      </p>
      {registrations.length === 0 ? (
        <p>No broker has registered a client yet.</p>
      ) : (
        <div className="admin__table-wrap">
          <table className="admin__table">
            <caption className="visually-hidden">
              {registrations.length} broker registrations, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Received (UTC)</th>
                <th scope="col">Client</th>
                <th scope="col">Broker</th>
                <th scope="col">Broker's contact</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((row) => (
                <tr key={row.id}>
                  <td>{row.receivedAt.slice(0, 19).replace("T", " ")}</td>
                  <td>
                    {row.client_name}
                    <br />
                    <a href={`mailto:${row.client_email}`}>{row.client_email}</a>
                    {row.alreadyContact && (
                      <>
                        <br />
                        <strong className="admin-registrations__mark">Already a contact</strong>
                      </>
                    )}
                  </td>
                  <td>
                    {row.broker_name}, {row.broker_company}
                    {row.broker_licence && (
                      <>
                        <br />
                        Licence {row.broker_licence}
                      </>
                    )}
                    {row.suspectedBot && (
                      <>
                        <br />
                        <em>Possibly automated: {row.botReason}</em>
                      </>
                    )}
                  </td>
                  <td>
                    <a href={`mailto:${row.broker_email}`}>{row.broker_email}</a>
                    <br />
                    {row.broker_phone}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
