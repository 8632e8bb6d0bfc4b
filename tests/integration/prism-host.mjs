// Prism mocks for many specs in one process of their own (Prism's packages,
// loaded once: a CLI start per spec takes seconds). The test sends
// {id, file, port, errors, requestsOnly} over IPC and gets {id, ready} or {id, failed}.
// An exception Prism throws on a request (a bug of its own) does not end the
// process: it is reported as {crash}, and the test ends that request itself.
// Prism reads requests with the fixes of ./prism-fixes.mjs.
import {createLogger} from '@stoplight/prism-core';
import {getHttpOperationsFromSpec} from '@stoplight/prism-http';
import {createServer} from '@stoplight/prism-http-server';
import {Writable} from 'node:stream';
import {documentToMock, installPrismFixes} from './prism-fixes.mjs';

installPrismFixes();

const servers = new Map();
const quiet = new Writable({write: (_chunk, _encoding, done) => done()});

process.on('uncaughtException', (error) => process.send({crash: String(error?.stack ?? error).split('\n').slice(0, 3).join(' ')}));

process.on('message', async (message) => {
  if (message.stop) {
    await servers.get(message.stop)?.close();
    servers.delete(message.stop);
    return;
  }
  const {id, file, port, errors, requestsOnly} = message;
  try {
    const operations = await getHttpOperationsFromSpec(documentToMock(file, {requestsOnly}));
    const server = createServer(operations, {
      cors: false,
      config: {validateRequest: true, validateResponse: true, checkSecurity: true, errors, upstreamProxy: undefined, mock: {dynamic: false}, isProxy: false},
      components: {logger: createLogger('HTTP SERVER', {level: 'silent'}, quiet)},
    });
    await server.listen(port, '127.0.0.1');
    servers.set(id, server);
    process.send({id, ready: true});
  } catch (error) {
    process.send({id, failed: String(error?.message ?? error)});
  }
});
