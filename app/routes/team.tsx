import { UploadedPicture } from "../components/media/uploaded-picture.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { InquireBand } from "../components/page/inquire-band.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { teamPage } from "../content/pages/team.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { TEAM_PORTRAIT } from "../lib/uploaded-pictures.ts";
import { servicesContext } from "../server/services.server.ts";
import { readTeam } from "../server/team.server.ts";
import "../styles/pages/team.css";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = (args) => pageMeta("/team", args);

/** The team as marketing keeps it (/admin/team); the code's list if storage cannot be read. */
export async function loader({ context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  const groups = await readTeam(storage, (error) =>
    logger.error({ err: error }, "the team could not be read"),
  );
  return { groups };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...teamPage} />
      {loaderData.groups.map((group, index) => (
        <PageSection key={group.id} id={group.id} tone={index % 2 ? "sand" : "ivory"}>
          <div className="team__inner">
            <SectionHeading id={headingId(group.id)} title={group.title} lede={group.text} />
            <ul className="team__grid">
              {group.members.map((member) => (
                <li
                  key={member.name}
                  className="team-member"
                  data-portrait={member.portrait ? "" : undefined}
                >
                  {member.portrait && (
                    <UploadedPicture
                      className="team-member__portrait"
                      src={member.portrait}
                      kind={TEAM_PORTRAIT}
                      sizes="6rem"
                      width={400}
                      height={500}
                    />
                  )}
                  <h3 className="team-member__name">{member.name}</h3>
                  <p className="team-member__role">{member.role}</p>
                  {member.company && <p className="team-member__company">{member.company}</p>}
                </li>
              ))}
            </ul>
          </div>
        </PageSection>
      ))}
      <InquireBand
        id="meet-the-team"
        eyebrow="Sales Gallery"
        title="Meet the Team on Grand Cayman"
        text="Our sales team would be delighted to welcome you to the sales gallery, or to present the residences by video call wherever you are."
      />
      <BreadcrumbCard to="/gallery" action="View" image="resort-aerial" />
    </>
  );
}
