import { islandMap } from "../../content/pages/grand-cayman.ts";
import { grandCayman } from "./coastlines.ts";
import { createProjection, smoothPath } from "./map-geometry.ts";

const map = createProjection({
  north: 19.405,
  south: 19.235,
  west: -81.47,
  east: -81.05,
  width: 1000,
});

/** Grand Cayman with Seven Mile Beach, the resort and numbered places listed beside it. */
export function IslandMap() {
  const outline = smoothPath(grandCayman.map(map.point));
  const beach = [islandMap.sevenMileBeach.from, islandMap.sevenMileBeach.to].map((end) =>
    map.point([end.latitude, end.longitude]),
  );
  const resort = map.point([islandMap.resort.latitude, islandMap.resort.longitude]);
  const [beachStart, beachEnd] = beach as [readonly [number, number], readonly [number, number]];
  return (
    <div className="island-map">
      <svg
        className="island-map__drawing"
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-labelledby="island-map-diagram-title"
        aria-describedby="island-map-diagram-desc"
      >
        <title id="island-map-diagram-title">{islandMap.diagramTitle}</title>
        <desc id="island-map-diagram-desc">{islandMap.diagramDescription}</desc>
        <rect width={map.width} height={map.height} className="island-map__sea" />
        <path d={outline} className="island-map__shallows" />
        <path d={outline} className="island-map__land" />
        <text className="island-map__water" {...at(map.point([19.338, -81.33]))}>
          North Sound
        </text>
        <text className="island-map__water" {...at(map.point([19.247, -81.2]))}>
          Caribbean Sea
        </text>
        <path className="island-map__beach" d={`M${beachStart.join(" ")}L${beachEnd.join(" ")}`} />
        <text
          className="island-map__beach-label"
          transform={`translate(${beachStart[0] - 26} ${(beachStart[1] + beachEnd[1]) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Seven Mile Beach
        </text>
        {islandMap.places.map((place, index) => {
          const [x, y] = map.point([place.latitude, place.longitude]);
          return (
            <g key={place.name} className="island-map__place">
              <circle cx={x} cy={y} />
              <text x={x} y={y} dy="0.35em" textAnchor="middle">
                {index + 1}
              </text>
            </g>
          );
        })}
        <circle className="island-map__resort-ring" cx={resort[0]} cy={resort[1]} />
        <circle className="island-map__resort" cx={resort[0]} cy={resort[1]} />
        <text
          className="island-map__resort-label"
          x={resort[0]}
          y={resort[1] - 32}
          textAnchor="middle"
        >
          {islandMap.resort.name}
        </text>
      </svg>
      <ol className="island-map__legend" aria-label="Places on the map">
        <li className="island-map__legend-resort">
          <span className="island-map__key island-map__key--resort" aria-hidden="true" />
          <span>
            <strong>{islandMap.resort.name}</strong>
            <span className="island-map__detail">{islandMap.resort.detail}</span>
          </span>
        </li>
        <li>
          <span className="island-map__key island-map__key--beach" aria-hidden="true" />
          <span>
            <strong>{islandMap.sevenMileBeach.name}</strong>
            <span className="island-map__detail">{islandMap.sevenMileBeach.detail}</span>
          </span>
        </li>
        {islandMap.places.map((place, index) => (
          <li key={place.name}>
            <span className="island-map__key" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{place.name}</strong>
              <span className="island-map__detail">{place.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function at([x, y]: readonly [number, number]) {
  return { x, y, textAnchor: "middle" as const };
}
