// A fault of the generator met with one spec: what reaches the reader of the
// terminal names the operation it happened on, in the spec's terms, and what
// to do, instead of a TypeError from deep in a renderer.
import type {OperationModel} from '../model/operation';

export class RenderError extends Error {
  override name = 'RenderError';
}

/** Runs the rendering of one operation's output; a failure becomes a RenderError that names the operation. */
export function forOperation<T>(specFile: string, op: OperationModel, what: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (error instanceof RenderError) throw error;
    const kind = op.kind === 'operation' ? '' : `${op.kind} `;
    throw new RenderError(
      `${specFile}: ${kind}${op.method} ${op.path}${op.operationId ? ` (operationId ${op.operationId})` : ''}: ${what} could not be written: ${(error as Error).message}. ` +
        'The generator does not handle something in this operation: report it, with the operation named here.',
    );
  }
}
