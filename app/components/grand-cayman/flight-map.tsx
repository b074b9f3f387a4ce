import { flightMap, grandCaymanAirport } from "../../content/pages/grand-cayman.ts";
import { islands, mainland } from "./coastlines.ts";
import { arcPath, createProjection, smoothPath } from "./map-geometry.ts";

const map = createProjection({ north: 47, south: 14, west: -101, east: -55, width: 1000 });

/** Where each city's label sits beside its dot. */
const labelSide: Record<string, "left" | "right" | "above"> = {
  Atlanta: "left",
  Dallas: "above",
};

// London lies far beyond the map's eastern edge: its route leaves the map towards it.
const OFF_MAP = new Set(["London"]);

/** Routes to Grand Cayman with their flying times, over a simplified map of the region. */
export function FlightMap() {
  const home = map.point([grandCaymanAirport.latitude, grandCaymanAirport.longitude]);
  return (
    <svg
      className="flight-map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-labelledby="flight-map-diagram-title"
      aria-describedby="flight-map-diagram-desc"
    >
      <title id="flight-map-diagram-title">{flightMap.diagramTitle}</title>
      <desc id="flight-map-diagram-desc">
        {flightMap.routes.map((route) => `${route.city}: about ${route.time}`).join("; ")}.
      </desc>
      <rect width={map.width} height={map.height} className="flight-map__sea" />
      <g className="flight-map__graticule">
        {[20, 25, 30, 35, 40, 45].map((latitude) => {
          const [, y] = map.point([latitude, -101]);
          return <path key={latitude} d={`M0 ${y}H${map.width}`} />;
        })}
        {[-95, -90, -85, -80, -75, -70, -65, -60].map((longitude) => {
          const [x] = map.point([47, longitude]);
          return <path key={longitude} d={`M${x} 0V${map.height}`} />;
        })}
      </g>
      <g className="flight-map__land">
        <path d={smoothPath(mainland.map(map.point))} />
        {islands.map((island) => (
          <path key={island.join()} d={smoothPath(island.map(map.point))} />
        ))}
      </g>
      <text className="flight-map__region" {...position(map.point([25.2, -91]))}>
        Gulf of Mexico
      </text>
      <text className="flight-map__region" {...position(map.point([31, -66]))}>
        Atlantic Ocean
      </text>
      <text className="flight-map__region" {...position(map.point([15.6, -76.5]))}>
        Caribbean Sea
      </text>
      {flightMap.routes.map((route) => {
        const offMap = OFF_MAP.has(route.city);
        const end = offMap
          ? ([map.width - 12, home[1] - 420] as const)
          : map.point([route.latitude, route.longitude]);
        const side = offMap ? "left" : (labelSide[route.city] ?? "right");
        const [x, y] = end;
        const dx = side === "left" ? -16 : side === "right" ? 16 : 0;
        const dy = side === "above" ? -46 : 0;
        const anchor = side === "left" ? "end" : side === "right" ? "start" : "middle";
        return (
          <g key={route.city}>
            <path className="flight-map__route" d={arcPath(home, end, offMap ? 0.12 : 0.16)} />
            {!offMap && <circle className="flight-map__city" cx={x} cy={y} r="6" />}
            <text className="flight-map__label" x={x + dx} y={y + dy} textAnchor={anchor}>
              <tspan className="flight-map__name">{offMap ? `${route.city} →` : route.city}</tspan>
              <tspan className="flight-map__time" x={x + dx} dy="1.15em">
                {route.time}
              </tspan>
            </text>
          </g>
        );
      })}
      <circle className="flight-map__home-ring" cx={home[0]} cy={home[1]} r="16" />
      <circle className="flight-map__home" cx={home[0]} cy={home[1]} r="7" />
      <text className="flight-map__home-label" x={home[0] + 24} y={home[1] + 8}>
        Grand Cayman
      </text>
    </svg>
  );
}

function position([x, y]: readonly [number, number]) {
  return { x, y, textAnchor: "middle" as const };
}
