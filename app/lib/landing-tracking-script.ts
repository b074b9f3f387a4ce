import { TRACKING_STORAGE_KEY, TRACKING_VALUE_MAX, trackingParameters } from "./visit-tracking.ts";

const names = JSON.stringify(Object.keys(trackingParameters("")));

/**
 * Keeps the landing URL's UTM parameters in session storage as soon as the page is parsed, as
 * the app does once hydrated (lib/visit-tracking.ts). A visitor on a slow phone who follows a
 * link before the modules have run loads the next page in full, without the parameters: the
 * inquiry they then send would say nothing of the campaign that brought them. An inline
 * script in the document's head (root.tsx), allowed by its hash like the router's own.
 */
export const landingTrackingScript = `try{const q=new URLSearchParams(location.search),t={};let a=0;for(const k of ${names}){t[k]=q.get(k)?.slice(0,${TRACKING_VALUE_MAX})||null;if(t[k])a=1}a&&sessionStorage.setItem(${JSON.stringify(TRACKING_STORAGE_KEY)},JSON.stringify(t))}catch{}`;
