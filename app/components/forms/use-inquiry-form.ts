import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { newFormId } from "../../lib/form-id.ts";
import { type InquiryPostResult, inquiryPayload } from "../../lib/inquiry-payload.ts";
import { type ContactAnswer, createSiteApi, readContactAnswer } from "../../lib/site-api.ts";
import { siteStore } from "../../lib/site-state.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { sessionStore } from "../../lib/visit-tracking.ts";
import { type FormProblem, formProblem } from "./form-errors.ts";
import { clearDraft, type InquiryDraft, newDraft, readDraft, saveDraft } from "./inquiry-draft.ts";

const OFFLINE_MESSAGE =
  "We could not reach our sales team just now. Your details are still in the form: please check your connection and send them again.";

/**
 * The inquiry form's behaviour: answers kept in session storage as they are typed and
 * restored after a reload, one submission at a time through the register-contact call,
 * /thanks on success, and on failure the error panel, with focus moved to it.
 */
export function useInquiryForm(
  fieldsOnPage: readonly string[],
  posted: InquiryPostResult | undefined,
) {
  const { siteToken, spaNavigation } = usePublicEnv();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const draft = useRef<InquiryDraft | null>(null);
  const sendingNow = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [sending, setSending] = useState(false);
  const [restored, setRestored] = useState<{ values: Record<string, string>; generation: number }>({
    values: posted?.values ?? {},
    generation: 0,
  });
  const [problem, setProblem] = useState<FormProblem | null>(() =>
    initialProblem(posted, fieldsOnPage),
  );
  const [focusRequest, setFocusRequest] = useState(posted ? 1 : 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, after hydration.
  useEffect(() => {
    const form = formRef.current;
    const stored = readDraft(sessionStore());
    const typed = form ? typedBeforeHydration(form) : {};
    const typedAlready = Object.keys(typed).length > 0;
    // Typing began before this code ran (the form's code may be fetched as the visitor reaches
    // it): the fill time is counted from the page's start, never from now, which would make a
    // person look as fast as a bot.
    draft.current =
      stored ?? (typedAlready ? newDraft(Math.round(performance.timeOrigin), newFormId()) : null);
    const earlier = posted ? posted.values : stored?.values;
    // The fields are drawn again only to bring back earlier answers; what is being typed is
    // already in them, and drawing them again under the visitor's fingers could drop a key.
    if (earlier && Object.keys(earlier).length > 0) {
      setRestored({ values: { ...earlier, ...typed }, generation: 1 });
    }
    if (typedAlready) save();
  }, []);

  useEffect(() => {
    if (focusRequest > 0) panelRef.current?.focus();
  }, [focusRequest]);

  const save = useCallback(() => {
    const form = formRef.current;
    if (!form) return null;
    draft.current ??= newDraft(Date.now(), newFormId());
    draft.current = saveDraft(sessionStore(), draft.current, new FormData(form), fieldsOnPage);
    return draft.current;
  }, [fieldsOnPage]);

  const cancelPendingSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
  }, []);

  const scheduleSave = useCallback(() => {
    cancelPendingSave();
    // A dropdown's hidden input takes its new value on the next render.
    saveTimer.current = setTimeout(() => {
      saveTimer.current = undefined;
      save();
    }, 0);
  }, [save, cancelPendingSave]);

  // A busy page can be left (a reload, a link) before that timer runs: the choice is saved as
  // the page goes, not lost with the timer.
  useEffect(() => {
    const flush = () => {
      if (saveTimer.current === undefined) return;
      cancelPendingSave();
      save();
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [save, cancelPendingSave]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    const current = save();
    if (!current) return;
    sendingNow.current = true;
    setSending(true);
    const payload = inquiryPayload(new FormData(event.currentTarget), {
      submission_id: current.submissionId,
      fill_ms: Date.now() - current.startedAt,
      page_path: window.location.pathname,
      tracking: siteStore.get().tracking,
    });
    let answer: ContactAnswer;
    try {
      const api = createSiteApi({ siteToken });
      const response = await api.registerContact(payload);
      // Sent before from this draft with other answers (a copied tab): sending again makes
      // these answers an inquiry of their own.
      if (response.status === 409) {
        draft.current = { ...current, submissionId: newFormId() };
        save();
      }
      answer = await readContactAnswer(response);
    } catch {
      answer = { kind: "fail", message: OFFLINE_MESSAGE };
    }
    if (answer.kind === "success") {
      cancelPendingSave();
      clearDraft(sessionStore());
      draft.current = null;
      if (spaNavigation) navigate("/thanks");
      else window.location.assign("/thanks");
      return;
    }
    const next =
      answer.kind === "errors"
        ? formProblem(
            (await import("../../lib/sanitize-message.ts")).sanitizeErrors(answer.errors),
            fieldsOnPage,
          )
        : { kind: "message" as const, message: answer.message };
    sendingNow.current = false;
    setSending(false);
    setProblem(next);
    setFocusRequest((count) => count + 1);
  };

  return { formRef, panelRef, sending, problem, restored, scheduleSave, submit };
}

function initialProblem(posted: InquiryPostResult | undefined, fieldsOnPage: readonly string[]) {
  if (posted?.errors) return formProblem(posted.errors, fieldsOnPage);
  if (posted?.message) return { kind: "message" as const, message: posted.message };
  return null;
}

/** Answers typed before the page's scripts ran, which a restored draft must not overwrite. */
function typedBeforeHydration(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked && !element.defaultChecked) typed[element.name] = element.value;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.type !== "hidden" && element.value !== element.defaultValue)
        typed[element.name] = element.value;
    } else if (element instanceof HTMLSelectElement) {
      const changed = Array.from(element.options).some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (changed) typed[element.name] = element.value;
    }
  }
  return typed;
}
