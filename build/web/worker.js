// The bots' worker: a second WebAssembly instance (cmd/tigris-worker) that thinks for the game's
// bots beside the page. Requests that come while it loads are kept for it (self.tigrisEarly).
self.tigrisEarly = [];
self.onmessage = (e) => { self.tigrisEarly.push(e.data); };
importScripts('wasm_exec.js');
(async () => {
  try {
    const go = new Go();
    const resp = await fetch('worker.wasm');
    if (!resp.ok) throw new Error('HTTP ' + resp.status);
    // compiled while it downloads, whatever type the host gives the file
    const wasm = new Response(resp.body, { headers: { 'Content-Type': 'application/wasm' } });
    const { instance } = WebAssembly.instantiateStreaming
      ? await WebAssembly.instantiateStreaming(wasm, go.importObject)
      : await WebAssembly.instantiate(await wasm.arrayBuffer(), go.importObject);
    go.run(instance);
  } catch (e) {
    self.postMessage(JSON.stringify({ id: 0, failed: 'the bots\' worker could not start: ' + e.message }));
  }
})();
