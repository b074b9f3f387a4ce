import type { ReactNode } from "react";
import type { Story } from "../../content/pages/types.ts";
import { Picture } from "../media/picture.tsx";
import { headingId, PageSection, type SectionTone } from "./page-section.tsx";
import { SectionHeading } from "./section-heading.tsx";

export type StoryLayout = "split" | "split-reverse";

interface StorySectionProps {
  story: Story;
  tone?: SectionTone;
  /** split: picture beside the copy; split-reverse puts it on the right. */
  layout?: StoryLayout;
  /** Links or other actions shown after the copy. */
  children?: ReactNode;
}

/** One passage of a page: heading, copy and its picture. */
export function StorySection({
  story,
  tone = "ivory",
  layout = "split",
  children,
}: StorySectionProps) {
  return (
    <PageSection id={story.id} tone={tone} className={`story story--${layout}`}>
      <div className="story__grid">
        <div className="story__media">
          <Picture image={story.image} sizes="(min-width: 64em) 50vw, 100vw" />
        </div>
        <div className="story__copy">
          <SectionHeading id={headingId(story.id)} eyebrow={story.eyebrow} title={story.title} />
          <div className="story__text">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {children && <div className="story__actions">{children}</div>}
          </div>
        </div>
      </div>
    </PageSection>
  );
}
