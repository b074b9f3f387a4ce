import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { InquireBand } from "../components/page/inquire-band.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { teamGroups, teamPage } from "../content/pages/team.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/team.css";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = (args) => pageMeta("/team", args);

export default function Team() {
  return (
    <>
      <PageHero {...teamPage} image="coastal-trail" />
      {teamGroups.map((group, index) => (
        <PageSection key={group.id} id={group.id} tone={index % 2 ? "sand" : "ivory"}>
          <div className="team__inner">
            <SectionHeading id={headingId(group.id)} title={group.title} lede={group.text} />
            <ul className="team__grid">
              {group.members.map((member) => (
                <li key={member.name} className="team-member">
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
