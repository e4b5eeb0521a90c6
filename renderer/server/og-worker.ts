// The sharing-image worker of `writeOgImages`: draws (or copies from the cache) every card it is given, then says whether it could.
import { parentPort } from 'node:worker_threads';
import { drawOgImages, type OgWork } from './og-image.ts';

parentPort!.once('message', async (work: OgWork) => {
  try {
    await drawOgImages(work);
    parentPort!.postMessage({});
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
});
