// The bots' worker: a second WebAssembly instance (cmd/tigris-worker) that thinks for the game's
// bots beside the page. Requests that come while it loads are kept for it (self.tigrisEarly).
self.tigrisEarly = [];
self.onmessage = (e) => { self.tigrisEarly.push(e.data); };
importScripts('wasm_exec.js');
(async () => {
  try {
    const go = new Go();
    const resp = fetch('worker.wasm');
    const { instance } = WebAssembly.instantiateStreaming
      ? await WebAssembly.instantiateStreaming(resp, go.importObject)
          .catch(async () => WebAssembly.instantiate(await (await fetch('worker.wasm')).arrayBuffer(), go.importObject))
      : await WebAssembly.instantiate(await (await resp).arrayBuffer(), go.importObject);
    go.run(instance);
  } catch (e) {
    self.postMessage(JSON.stringify({ id: 0, failed: 'the bots\' worker could not start: ' + e.message }));
  }
})();
