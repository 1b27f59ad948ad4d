package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralSyntax;
import io.pipespec.grammar.Ordinals;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * The nodes of {@code List}, {@code KV} and records, which cut their text with {@link
 * LiteralSyntax} as the processor's {@code ListParser}, {@code KvParser} and {@code RecordParser}
 * do, with the same messages.
 */
final class CompositeNodes {

  private CompositeNodes() {}

  /** Where the inside of {@code text}'s outer brackets starts, for {@link LiteralSyntax#unwrap}. */
  private static int innerAt(String text, int at) {
    return at + LiteralSyntax.leadingSpaces(text) + 1;
  }

  /** {@code List<T>}: elements in brackets, separated by commas. */
  static final class ListOf extends Node {
    private final Node element;

    ListOf(String display, Node element) {
      super(display);
      this.element = element;
    }

    @Override
    boolean isComposite() {
      return true;
    }

    @Override
    Object read(String text, int at) {
      Optional<String> inner = LiteralSyntax.unwrap(text, '[', ']');
      if (inner.isEmpty()) {
        LiteralSyntax.Parts check = LiteralSyntax.splitAll(text, ',');
        String error = check.error();
        if (error != null) {
          throw fail(text, error, at + check.errorAt());
        }
        throw fail(
            text,
            "write the elements in brackets, separated by commas, such as [a, b] or [] for no"
                + " element",
            at);
      }
      if (inner.get().isBlank()) {
        return Collections.emptyList();
      }
      int innerAt = innerAt(text, at);
      LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner.get(), ',');
      String error = parts.error();
      if (error != null) {
        throw fail(text, error, innerAt + parts.errorAt());
      }
      Object[] elements = new Object[parts.parts().size()];
      for (int i = 0; i < elements.length; i++) {
        try {
          elements[i] =
              Components.read(parts.parts().get(i), innerAt + parts.starts().get(i), element);
        } catch (Failure failure) {
          throw failure.inRole("the " + Ordinals.of(i + 1) + " element of " + display());
        }
      }
      // Not List.of: an element may be null.
      return Collections.unmodifiableList(Arrays.asList(elements));
    }
  }

  /**
   * {@code KV<K, V>}: {@code key=value}, split at the first {@code =}, optionally in parentheses.
   */
  static final class Kv extends Node {
    private static final String HINT =
        "; write key=value, and quote a key or value that contains '=' or ',' with single quotes,"
            + " such as 'a=b'=3";

    private final Node key;
    private final Node value;

    Kv(String display, Node key, Node value) {
      super(display);
      this.key = key;
      this.value = value;
    }

    @Override
    boolean isComposite() {
      return true;
    }

    @Override
    boolean readsQuotedParts() {
      return true;
    }

    @Override
    Object read(String text, int at) {
      Optional<String> map = LiteralSyntax.unwrap(text, '{', '}');
      if (map.isPresent()) {
        throw fail(text, inBraces(map.get()), at);
      }
      Optional<String> unwrapped = LiteralSyntax.unwrap(text, '(', ')');
      String body = unwrapped.orElse(text);
      int bodyAt = unwrapped.isPresent() ? innerAt(text, at) : at;
      LiteralSyntax.Parts split = LiteralSyntax.splitFirst(body, '=');
      String error = split.error();
      if (error != null) {
        throw fail(text, error, bodyAt + split.errorAt());
      }
      if (split.parts().size() < 2) {
        throw fail(text, "it has no '=' between key and value" + HINT, at);
      }
      Object k;
      try {
        k = Components.read(split.parts().get(0), bodyAt, key);
      } catch (Failure failure) {
        throw failure.inRole("the key of " + display());
      }
      Object v;
      try {
        v = Components.read(split.parts().get(1), bodyAt + split.starts().get(1), value);
      } catch (Failure failure) {
        throw failure.inRole("the value of " + display());
      }
      return KV.of(k, v);
    }

    private static String inBraces(String entries) {
      LiteralSyntax.Parts parts = LiteralSyntax.splitAll(entries, ',');
      String example =
          parts.failed() || entries.isBlank()
              ? "\"blue=3\", \"red=4\""
              : parts.parts().stream()
                  .map(part -> "\"" + part.strip() + "\"")
                  .collect(Collectors.joining(", "));
      return "it is written as a map in braces, but each literal is one key=value entry; write the"
          + " entries as literals of their own, without braces: "
          + example;
    }
  }

  /** A record, by position {@code (ann, 3)} or by name {@code {name=ann, points=3}}. */
  static final class RecordOf extends Node {
    private final MethodHandle constructor;
    private final List<String> names;
    private final Map<String, Integer> indexes = new HashMap<>();
    private final List<Node> nodes;

    /**
     * @param constructor the canonical constructor, of type {@code (Object[])Object}
     */
    RecordOf(String display, MethodHandle constructor, List<String> names, List<Node> nodes) {
      super(display);
      this.constructor = constructor;
      this.names = List.copyOf(names);
      this.nodes = List.copyOf(nodes);
      for (int i = 0; i < names.size(); i++) {
        indexes.put(names.get(i), i);
      }
    }

    @Override
    boolean isComposite() {
      return true;
    }

    @Override
    Object read(String text, int at) {
      Optional<String> positional = LiteralSyntax.unwrap(text, '(', ')');
      if (positional.isPresent()) {
        return positional(text, positional.get(), innerAt(text, at), at);
      }
      Optional<String> byName = LiteralSyntax.unwrap(text, '{', '}');
      if (byName.isPresent()) {
        return byName(text, byName.get(), innerAt(text, at), at);
      }
      LiteralSyntax.Parts check = LiteralSyntax.splitAll(text, ',');
      String error = check.error();
      if (error != null) {
        throw fail(text, error, at + check.errorAt());
      }
      throw fail(text, forms(), at);
    }

    private Object positional(String text, String inner, int innerAt, int at) {
      List<String> values = new ArrayList<>();
      List<Integer> starts = new ArrayList<>();
      if (!inner.isBlank()) {
        LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner, ',');
        String error = parts.error();
        if (error != null) {
          throw fail(text, error, innerAt + parts.errorAt());
        }
        values.addAll(parts.parts());
        for (int start : parts.starts()) {
          starts.add(innerAt + start);
        }
      }
      if (values.size() != names.size()) {
        throw fail(
            text,
            "it has "
                + count(values.size(), "value")
                + ", but "
                + display()
                + " has "
                + count(names.size(), "component")
                + "; "
                + forms(),
            at);
      }
      for (int i = 0; i < values.size(); i++) {
        String value = values.get(i);
        // "(name=ann, points=3)" would otherwise make a String component "name=ann" silently.
        LiteralSyntax.Parts nameAndValue = LiteralSyntax.splitFirst(value, '=');
        if (!value.strip().startsWith("'")
            && nameAndValue.parts().size() == 2
            && indexes.containsKey(nameAndValue.parts().get(0).strip())) {
          throw fail(
              value.strip(),
              "it names a component inside parentheses; write components by name in braces, "
                  + byNameForm()
                  + ", or quote the value if it is text",
              starts.get(i) + LiteralSyntax.leadingSpaces(value));
        }
      }
      return construct(text, at, values, starts);
    }

    private Object byName(String text, String inner, int innerAt, int at) {
      String[] values = new String[names.size()];
      int[] starts = new int[names.size()];
      if (!inner.isBlank()) {
        LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner, ',');
        String error = parts.error();
        if (error != null) {
          throw fail(text, error, innerAt + parts.errorAt());
        }
        for (int p = 0; p < parts.parts().size(); p++) {
          String entry = parts.parts().get(p);
          int entryAt = innerAt + parts.starts().get(p);
          LiteralSyntax.Parts nameAndValue = LiteralSyntax.splitFirst(entry, '=');
          String name = nameAndValue.parts().get(0).strip();
          int nameAt = entryAt + LiteralSyntax.leadingSpaces(entry);
          if (nameAndValue.parts().size() < 2) {
            throw fail(
                entry.strip(),
                "it has no '=' between component name and value; " + forms(),
                nameAt);
          }
          Integer index = indexes.get(name);
          if (index == null) {
            throw fail(
                name,
                "it is not a component of "
                    + display()
                    + "; its components are "
                    + String.join(", ", names),
                nameAt);
          }
          if (values[index] != null) {
            throw fail(
                text, "it gives component " + name + " twice; give each component once", nameAt);
          }
          values[index] = nameAndValue.parts().get(1);
          starts[index] = entryAt + nameAndValue.starts().get(1);
        }
      }
      List<String> missing = new ArrayList<>();
      for (int i = 0; i < values.length; i++) {
        if (values[i] == null) {
          missing.add(names.get(i));
        }
      }
      if (!missing.isEmpty()) {
        throw fail(
            text,
            "it gives no value for "
                + String.join(", ", missing)
                + "; give every component a value: "
                + byNameForm(),
            at);
      }
      List<String> given = new ArrayList<>(values.length);
      List<Integer> givenAt = new ArrayList<>(values.length);
      for (int i = 0; i < values.length; i++) {
        given.add(String.valueOf(values[i]));
        givenAt.add(starts[i]);
      }
      return construct(text, at, given, givenAt);
    }

    private Object construct(String text, int at, List<String> values, List<Integer> starts) {
      @Nullable Object[] arguments = new Object[values.size()];
      for (int i = 0; i < arguments.length; i++) {
        try {
          arguments[i] = Components.read(values.get(i), starts.get(i), nodes.get(i));
        } catch (Failure failure) {
          throw failure.inRole("component " + names.get(i) + " of " + display());
        }
      }
      try {
        return (Object) constructor.invokeExact(arguments);
      } catch (RuntimeException e) {
        throw fail(
            text,
            "its constructor refused the values with "
                + e.getClass().getName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()),
            at);
      } catch (Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException("The constructor of " + display() + " threw", e);
      }
    }

    private String forms() {
      return "write (" + String.join(", ", names) + ") by position or " + byNameForm() + " by name";
    }

    private String byNameForm() {
      return names.stream().map(name -> name + "=...").collect(Collectors.joining(", ", "{", "}"));
    }

    private static String count(int n, String noun) {
      return n + " " + noun + (n == 1 ? "" : "s");
    }
  }

  /**
   * A type with a public static factory from text: the text is passed to it. Unlike the processor,
   * which leaves the text to the factory at run time, the reader calls it at once, so that what the
   * factory refuses is a failure with a column like any other.
   */
  static final class Factory extends Node {
    private final MethodHandle factory;
    private final String call;

    /**
     * @param factory the factory, of type {@code (String)Object}
     * @param call how messages name it: {@code UUID.fromString}
     */
    Factory(String display, MethodHandle factory, String call) {
      super(display);
      this.factory = factory;
      this.call = call;
    }

    @Override
    Object read(String text, int at) {
      Object value;
      try {
        value = (Object) factory.invokeExact(text);
      } catch (RuntimeException e) {
        throw fail(
            text,
            call
                + " refused it with "
                + e.getClass().getName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + "; write the text "
                + call
                + " reads",
            at);
      } catch (Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(call + " threw a checked exception", e);
      }
      if (value == null) {
        throw fail(text, call + " returned null for it; write the text " + call + " reads", at);
      }
      return value;
    }
  }
}
