package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.TransformNodes;
import java.util.HashSet;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The classes of the user's functions in a pipeline ({@code DoFn}s and {@code CombineFn}s, and the
 * classes that enclose them), so that after a cancel Pipespec can find the threads that still run
 * them, whichever runner's pool the threads belong to.
 */
@API(status = INTERNAL)
public final class UserFunctions {

  private UserFunctions() {}

  /**
   * The classes of the {@code DoFn}s in {@code pipeline} that have a {@code @Teardown} method, by
   * name, sorted; Beam's own are left out.
   */
  public static SortedSet<String> withTeardown(Pipeline pipeline) {
    SortedSet<String> classes = new TreeSet<>();
    TransformNodes.forEach(
        pipeline,
        node -> {
          if (functionOf(node.getTransform()) instanceof DoFn<?, ?> fn
              && !fn.getClass().getName().startsWith("org.apache.beam.")
              && DoFnSignatures.getSignature(fn.getClass()).teardown() != null) {
            classes.add(fn.getClass().getName());
          }
        });
    return classes;
  }

  public static Set<String> of(Pipeline pipeline) {
    Set<String> classes = new HashSet<>();
    TransformNodes.forEach(
        pipeline,
        node -> {
          Object fn = functionOf(node.getTransform());
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

  /** The {@code DoFn} of a {@code ParDo}, the {@code CombineFn} of a {@code Combine}; else null. */
  private static @Nullable Object functionOf(PTransform<?, ?> transform) {
    if (transform instanceof ParDo.SingleOutput<?, ?> single) {
      return single.getFn();
    } else if (transform instanceof ParDo.MultiOutput<?, ?> multi) {
      return multi.getFn();
    } else if (transform instanceof Combine.PerKey<?, ?, ?> perKey) {
      return perKey.getFn();
    } else if (transform instanceof Combine.Globally<?, ?> globally) {
      return globally.getFn();
    }
    return null;
  }
}
