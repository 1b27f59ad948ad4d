package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.TransformNodes;
import java.util.HashSet;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apiguardian.api.API;

/**
 * The classes of the user's functions in a pipeline ({@code DoFn}s and {@code CombineFn}s, and the
 * classes that enclose them), so that after a cancel Pipespec can find the threads that still run
 * them, whichever runner's pool the threads belong to.
 */
@API(status = INTERNAL)
public final class UserFunctions {

  private UserFunctions() {}

  public static Set<String> of(Pipeline pipeline) {
    Set<String> classes = new HashSet<>();
    TransformNodes.forEach(
        pipeline,
        node -> {
          PTransform<?, ?> transform = node.getTransform();
          Object fn = null;
          if (transform instanceof ParDo.SingleOutput<?, ?> single) {
            fn = single.getFn();
          } else if (transform instanceof ParDo.MultiOutput<?, ?> multi) {
            fn = multi.getFn();
          } else if (transform instanceof Combine.PerKey<?, ?, ?> perKey) {
            fn = perKey.getFn();
          } else if (transform instanceof Combine.Globally<?, ?> globally) {
            fn = globally.getFn();
          }
          if (fn != null) {
            String name = fn.getClass().getName();
            int nested = name.indexOf('$');
            String outer = nested > 0 ? name.substring(0, nested) : name;
            if (UserFrames.isUser(name)) {
              classes.add(name);
              classes.add(outer);
            }
          }
        });
    return classes;
  }
}
