/**
 * The live client's code, loaded on its own once someone signs in. It builds no schema as it
 * starts: the pushes' union loads with the first push (load-push-schema.ts).
 */
export function loadLiveClient() {
  return import('./live-client.ts');
}
