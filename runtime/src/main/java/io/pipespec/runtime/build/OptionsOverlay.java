package io.pipespec.runtime.build;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.jspecify.annotations.Nullable;

/**
 * Sets {@code --name=value} arguments (the runner's and the engine's) on options a job test gave as
 * a {@code PipelineOptions} object: each is parsed by Beam, then copied through the setter of the
 * registered options interface that declares it, so that the job's other values stay as given.
 */
final class OptionsOverlay {

  private OptionsOverlay() {}

  /**
   * Sets {@code args} on {@code target}.
   *
   * @throws IllegalArgumentException when Beam cannot parse them, or no registered options
   *     interface declares one of them
   */
  static void apply(PipelineOptions target, List<String> args) {
    if (args.isEmpty()) {
      return;
    }
    PipelineOptions parsed = PipelineOptionsFactory.fromArgs(args.toArray(new String[0])).create();
    for (String arg : args) {
      String name = arg.startsWith("--") ? arg.substring(2) : arg;
      int equals = name.indexOf('=');
      name = equals < 0 ? name : name.substring(0, equals);
      copy(name, parsed, target, arg);
    }
  }

  private static void copy(String name, PipelineOptions from, PipelineOptions to, String arg) {
    String property = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    for (Class<? extends PipelineOptions> type : PipelineOptionsFactory.getRegisteredOptions()) {
      Method setter = method(type, "set" + property, 1);
      Method getter = method(type, "get" + property, 0);
      if (getter == null) {
        getter = method(type, "is" + property, 0);
      }
      if (setter != null && getter != null) {
        try {
          setter.invoke(to.as(type), getter.invoke(from.as(type)));
          return;
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalArgumentException("The option " + arg + " could not be set: " + e, e);
        }
      }
    }
    throw new IllegalArgumentException(
        "No registered PipelineOptions interface declares the option " + arg + ".");
  }

  private static @Nullable Method method(Class<?> type, String name, int parameters) {
    for (Method method : type.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == parameters) {
        return method;
      }
    }
    return null;
  }
}
