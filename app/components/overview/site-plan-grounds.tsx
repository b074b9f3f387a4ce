import { beachFeet } from "../../content/site-facts.ts";
import { useSiteFacts } from "../../lib/use-site-facts.ts";

/** The drawn grounds under the plan's letters: road, gardens, buildings, pools, beach, sea. */
export function SitePlanGrounds() {
  const beach = beachFeet(useSiteFacts());
  return (
    <g>
      <defs>
        <linearGradient id="site-plan-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#cfe0df" />
          <stop offset="1" stopColor="#7fa6ae" />
        </linearGradient>
      </defs>
      <rect width="1000" height="640" fill="#f7f2ea" />
      {/* Coast road */}
      <rect y="34" width="1000" height="26" fill="#e2d4bd" />
      <path d="M0 47H1000" stroke="#fbf8f2" strokeWidth="2" strokeDasharray="14 12" />
      <text className="site-plan__note" x="24" y="26">
        Coast Road
      </text>
      {/* Beach, shoreline and sea */}
      <path d="M0 470C200 456 500 446 1000 470V548C700 530 300 532 0 552Z" fill="#efe2c9" />
      <path d="M0 552C300 532 700 530 1000 548V640H0Z" fill="url(#site-plan-sea)" />
      <g fill="none" stroke="#fbf8f2" strokeOpacity="0.7">
        <path d="M0 566C300 548 700 546 1000 562" />
        <path d="M0 590C300 574 700 572 1000 586" strokeOpacity="0.45" />
      </g>
      <path
        d="M40 616H960"
        stroke="#12323d"
        strokeOpacity="0.3"
        strokeDasharray="1 9"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text className="site-plan__note site-plan__note--sea" x="500" y="606" textAnchor="middle">
        Caribbean Sea
      </text>
      {/* Gardens */}
      <path
        d="M20 80H980V470C820 452 640 446 500 448S200 456 20 470Z"
        fill="#e9eee6"
        stroke="#c2a77f"
        strokeOpacity="0.35"
      />
      <g fill="#cfe0df" stroke="#3f7482" strokeOpacity="0.25">
        {trees.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
      {/* Garden paths */}
      <path
        d="M500 60V150M500 300V360M160 400C260 420 380 430 440 420M560 420C640 430 700 428 762 426M808 420C830 410 845 400 860 390M640 170C700 200 740 210 760 230"
        fill="none"
        stroke="#c2a77f"
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      {/* Sports center: pickleball, padel and clay tennis courts below the club house */}
      <g stroke="#12323d" strokeOpacity="0.5">
        <rect x="839" y="130" width="15" height="29" fill="#a9bfae" />
        <rect x="857" y="130" width="15" height="29" fill="#a9bfae" />
        <rect x="878" y="128" width="16" height="32" fill="#7fa6ae" />
        <rect x="898" y="128" width="16" height="32" fill="#7fa6ae" />
        <rect x="927" y="115" width="29" height="59" fill="#d29a7c" />
      </g>
      {/* Buildings */}
      <g fill="#fbf8f2" stroke="#12323d" strokeWidth="1.5">
        <circle cx="500" cy="104" r="30" fill="#efe6d8" />
        <path d="M410 150H590V300H545V205H455V300H410Z" />
        <path d="M170 300H410V350H390V372H190V350H170Z" />
        <path d="M700 190H880V300H840V360H740V300H700Z" />
        <rect x="762" y="410" width="46" height="32" />
        <rect x="615" y="92" width="34" height="34" />
        <rect x="662" y="92" width="34" height="34" />
        <rect x="638" y="138" width="34" height="34" />
        <rect x="860" y="84" width="80" height="15" />
        <rect x="606" y="474" width="78" height="32" />
        <path d="M40 470A46 46 0 0 1 132 470Z" />
      </g>
      {/* Pools */}
      <g fill="#bcd8d8" stroke="#3f7482" strokeWidth="1.5">
        <path d="M430 370C450 340 540 338 575 360S590 425 540 432 410 410 430 370Z" />
        <rect x="300" y="392" width="110" height="18" />
        <rect x="760" y="372" width="70" height="28" />
      </g>
      {/* Beach length */}
      <g stroke="#8a6a3f">
        <path d="M150 526H850" />
        <path d="M150 520V532M850 520V532" />
      </g>
      <text className="site-plan__note" x="500" y="520" textAnchor="middle">
        {beach}-foot beach
      </text>
      {/* North point */}
      <g transform="translate(960 250)" stroke="#12323d" fill="none">
        <circle r="22" strokeOpacity="0.4" />
        <path d="M0 -16L7 8L0 3L-7 8Z" fill="#12323d" />
      </g>
      <text className="site-plan__note" x="960" y="290" textAnchor="middle">
        N
      </text>
    </g>
  );
}

const trees: readonly (readonly [number, number, number])[] = [
  [60, 110, 10],
  [95, 140, 8],
  [60, 190, 12],
  [110, 240, 9],
  [70, 300, 11],
  [130, 350, 8],
  [330, 110, 10],
  [370, 130, 8],
  [300, 150, 7],
  [350, 240, 12],
  [390, 270, 8],
  [320, 260, 9],
  [620, 250, 10],
  [660, 280, 8],
  [600, 320, 11],
  [640, 360, 8],
  [920, 220, 12],
  [900, 280, 9],
  [940, 340, 10],
  [910, 410, 8],
  [720, 110, 9],
  [760, 140, 12],
  [200, 430, 7],
  [700, 430, 8],
  [150, 110, 9],
  [175, 250, 7],
];
