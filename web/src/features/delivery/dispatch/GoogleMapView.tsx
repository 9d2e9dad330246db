/// <reference types="google.maps" />
import { APIProvider, InfoWindow, Map, Marker, Polygon, Polyline, type MapMouseEvent } from '@vis.gl/react-google-maps';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type GeoPoint } from '@console/schema';
import { MARKER_SIZE, markerImage } from './markerIcons.ts';
import { MarkerPopup } from './MarkerPopup.tsx';
import type { DispatchMapViewProps } from './mapView.ts';

const toPoint = (latLng: google.maps.LatLng): GeoPoint => ({ lat: latLng.lat(), lng: latLng.lng() });

/**
 * The map with Google Maps (the gateway has a key), loaded only then: the same markers, popup and zones as the
 * plan view. While drawing, a click on the map adds a vertex and a click on the first one closes the zone;
 * a zone is an editable google.maps.Polygon whose moved vertices reshape it.
 */
export default function GoogleMapView({ apiKey, ...props }: DispatchMapViewProps & { apiKey: string }) {
  const open = props.markers.find((marker) => marker.customerId === props.openCustomerId);
  const drawing = props.draft !== null;
  const onMapClick = (event: MapMouseEvent) => {
    const at = event.detail.latLng;
    if (drawing && at) props.onAddVertex(at);
    else props.onOpen(null);
  };
  const icon = (fill: string, late: boolean): google.maps.Icon => ({
    url: markerImage(fill, late),
    anchor: new google.maps.Point(MARKER_SIZE.tipX, MARKER_SIZE.tipY),
  });

  return (
    <APIProvider apiKey={apiKey} language="fr" region="MA">
      <Map
        defaultZoom={MAP_DEFAULT_ZOOM}
        defaultCenter={MAP_DEFAULT_CENTER}
        gestureHandling="greedy"
        clickableIcons={false}
        draggableCursor={drawing ? 'crosshair' : undefined}
        onClick={onMapClick}
        style={{ width: '100%', height: '100%' }}
      >
        {props.warehouse && <Marker position={props.warehouse} clickable={false} />}
        {props.markers.map((marker) => (
          <Marker
            key={marker.customerId}
            position={marker.position}
            title={`${marker.customerCode} – ${marker.customerName}`}
            icon={icon(props.markerFill(marker), marker.late)}
            clickable={!drawing}
            onClick={() => props.onOpen(marker.customerId)}
          />
        ))}
        {props.areas.map((area) => {
          const colour = props.vehicleColour(area.vehicleId);
          return (
            <Polygon
              key={area.areaId}
              paths={[...area.polygon]}
              editable={!drawing}
              clickable={!drawing}
              strokeColor={colour}
              strokeWeight={2}
              fillColor={colour}
              fillOpacity={0.18}
              onPathsChanged={(paths) => props.onReshape(area.areaId, (paths[0] ?? []).map(toPoint))}
            />
          );
        })}
        {props.draft && (
          <>
            <Polyline path={[...props.draft]} strokeColor={props.draftColour} strokeWeight={2} clickable={false} />
            {props.draft[0] && <Marker position={props.draft[0]} onClick={props.onFinish} />}
          </>
        )}
        {open && (
          <InfoWindow position={open.position} pixelOffset={[0, -MARKER_SIZE.height]} onCloseClick={() => props.onOpen(null)}>
            <MarkerPopup marker={open} />
          </InfoWindow>
        )}
      </Map>
    </APIProvider>
  );
}
