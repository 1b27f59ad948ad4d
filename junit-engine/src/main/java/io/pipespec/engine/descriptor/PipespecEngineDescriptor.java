package io.pipespec.engine.descriptor;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.config.EngineConfiguration;
import io.pipespec.engine.execution.PipespecExecutionContext;
import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * The root of the tree. It reads the configuration when execution starts, so that a bad value fails
 * the engine with its message, before any scenario runs, rather than failing discovery.
 */
@API(status = INTERNAL)
public final class PipespecEngineDescriptor extends EngineDescriptor
    implements Node<PipespecExecutionContext> {

  public PipespecEngineDescriptor(UniqueId uniqueId) {
    super(uniqueId, "Pipespec");
  }

  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    EngineConfiguration.parallelEnabled(context.configuration());
    // Discovery reported a runner that is not on the class path as an error; should the platform
    // run the engine all the same, it fails here once, not in every scenario.
    EngineConfiguration.resolvedRunners(context.configuration());
    return context.withRunSettings(EngineConfiguration.runSettings(context.configuration()));
  }
}
