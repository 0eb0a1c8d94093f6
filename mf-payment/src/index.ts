// Only the standalone development page starts here; the shell loads this remote through remoteEntry.js.
import('./bootstrap.tsx');
