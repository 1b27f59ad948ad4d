package io.pipespec.runtime.build;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.jspecify.annotations.Nullable;

/**
 * The {@code --name=value} arguments a job test gives its job, read as Beam will read them, so that
 * every mistake is reported at once, in Pipespec's words (Beam stops at the first, in Jackson's).
 * The checks are the ones Beam makes that can be told without running it: the form, the name (an
 * option of the job's interface or of any registered one) and, for numbers, booleans and enums, the
 * value. Whatever passes here Beam still parses, and its own message is the last word.
 */
final class JobArguments {

  private JobArguments() {}

  /**
   * {@code args} without {@code --runner}: a job's production arguments name their runner
   * (Dataflow, Flink), and the scenario runs on Pipespec's (pipespec.runner) whatever they say.
   */
  static List<String> withoutRunner(List<String> args) {
    return args.stream().filter(arg -> !name(arg).equals("runner")).toList();
  }

  /** What is wrong with {@code args}, one line each, for the options interface {@code type}. */
  static List<String> problems(List<String> args, Class<? extends PipelineOptions> type) {
    Map<String, Class<?>> options = options(type);
    List<String> problems = new ArrayList<>();
    for (String arg : args) {
      if (!arg.startsWith("--") || arg.length() == 2 || arg.startsWith("--=")) {
        problems.add(
            "'" + arg + "' is not an option: write it as --name=value (or --name for a flag)");
        continue;
      }
      String name = name(arg);
      Optional<String> value =
          arg.contains("=") ? Optional.of(arg.substring(arg.indexOf('=') + 1)) : Optional.empty();
      Class<?> optionType = options.get(name);
      if (optionType == null) {
        problems.add(
            arg
                + ": "
                + type.getSimpleName()
                + " and the registered options have no option '"
                + name
                + "'"
                + closest(name, options.keySet())
                    .map(c -> " (did you mean --" + c + "?)")
                    .orElse(""));
        continue;
      }
      wrongValue(optionType, value).ifPresent(why -> problems.add(arg + ": " + why));
    }
    return problems;
  }

  /** "input" of "--input=x" and of "--input". */
  private static String name(String arg) {
    String bare = arg.startsWith("--") ? arg.substring(2) : arg;
    int equals = bare.indexOf('=');
    return equals < 0 ? bare : bare.substring(0, equals);
  }

  /** Every option of {@code type} and of the registered interfaces, by name, with its type. */
  private static Map<String, Class<?>> options(Class<? extends PipelineOptions> type) {
    Set<Class<?>> interfaces = new LinkedHashSet<>();
    interfaces.add(type);
    interfaces.addAll(PipelineOptionsFactory.getRegisteredOptions());
    Map<String, Class<?>> options = new LinkedHashMap<>();
    for (Class<?> declaring : interfaces) {
      for (Method method : declaring.getMethods()) {
        String property = property(method);
        if (property != null) {
          options.putIfAbsent(property, method.getReturnType());
        }
      }
    }
    return options;
  }

  /** The property a getter reads, as Beam names it ("getInput" reads "input"); null otherwise. */
  private static @Nullable String property(Method method) {
    if (method.getParameterCount() != 0 || method.getDeclaringClass() == Object.class) {
      return null;
    }
    String name = method.getName();
    String rest;
    if (name.startsWith("get") && name.length() > 3) {
      rest = name.substring(3);
    } else if (name.startsWith("is")
        && name.length() > 2
        && (method.getReturnType() == boolean.class || method.getReturnType() == Boolean.class)) {
      rest = name.substring(2);
    } else {
      return null;
    }
    if (rest.length() > 1
        && Character.isUpperCase(rest.charAt(1))
        && Character.isUpperCase(rest.charAt(0))) {
      return rest; // "getURL" reads "URL", as java.beans names it
    }
    return Character.toLowerCase(rest.charAt(0)) + rest.substring(1);
  }

  /** Why {@code value} cannot be an option of {@code type}, for the types that can be told. */
  private static Optional<String> wrongValue(Class<?> type, Optional<String> value) {
    boolean flag = type == boolean.class || type == Boolean.class;
    if (value.isEmpty()) {
      return flag
          ? Optional.empty()
          : Optional.of(
              "the option takes a value (" + type.getSimpleName() + "): write --name=value");
    }
    String text = value.get();
    try {
      if (type == int.class || type == Integer.class) {
        Integer.parseInt(text.trim());
      } else if (type == long.class || type == Long.class) {
        Long.parseLong(text.trim());
      } else if (type == short.class || type == Short.class) {
        Short.parseShort(text.trim());
      } else if (type == byte.class || type == Byte.class) {
        Byte.parseByte(text.trim());
      } else if (type == double.class || type == Double.class) {
        Double.parseDouble(text.trim());
      } else if (type == float.class || type == Float.class) {
        Float.parseFloat(text.trim());
      }
    } catch (NumberFormatException e) {
      return Optional.of("the option is " + article(type) + ", and '" + text + "' is not one");
    }
    if (flag && !text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
      return Optional.of("the option is a boolean: true or false, not '" + text + "'");
    }
    if (type.isEnum()) {
      List<String> constants = new ArrayList<>();
      for (Object constant : type.getEnumConstants()) {
        constants.add(((Enum<?>) constant).name());
      }
      if (!constants.contains(text)) {
        return Optional.of(
            "the option is a "
                + type.getSimpleName()
                + ": one of "
                + constants
                + ", not '"
                + text
                + "'");
      }
    }
    return Optional.empty();
  }

  private static String article(Class<?> type) {
    String name = type.isPrimitive() ? type.getName() : type.getSimpleName();
    return ("aeiouAEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
  }

  /** The option closest to {@code name}, if one is close enough to be a misspelling of it. */
  private static Optional<String> closest(String name, Set<String> names) {
    String lower = name.toLowerCase(Locale.ROOT);
    return names.stream()
        .min(Comparator.comparingInt(candidate -> TransformGraph.distance(lower, candidate)))
        .filter(
            candidate ->
                TransformGraph.distance(lower, candidate) <= Math.max(2, name.length() / 3));
  }
}
