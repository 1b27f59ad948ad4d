package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.function.Consumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apiguardian.api.API;

/** Every transform node of a built pipeline, composite or primitive, in topological order. */
@API(status = INTERNAL)
public final class TransformNodes {

  private TransformNodes() {}

  /** Calls {@code visit} with each node of {@code pipeline} but its root. */
  public static void forEach(Pipeline pipeline, Consumer<TransformHierarchy.Node> visit) {
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            if (!node.isRootNode()) {
              visit.accept(node);
            }
            return CompositeBehavior.ENTER_TRANSFORM;
          }

          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            visit.accept(node);
          }
        });
  }
}
