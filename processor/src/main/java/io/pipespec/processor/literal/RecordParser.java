package io.pipespec.processor.literal;

import static java.util.Objects.requireNonNullElseGet;

import io.pipespec.grammar.LiteralSyntax;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A record, by position or by component name, calling its canonical constructor:
 *
 * <ul>
 *   <li>{@code (ann, 3)}: one value per component, in declaration order;
 *   <li>{@code {name=ann, score=3}}: every component by name, in any order.
 * </ul>
 *
 * Each value is a component (see {@link LiteralSyntax}), parsed against the component's type.
 */
final class RecordParser implements TypeParser {

  private final JavaType type;
  private final String display;
  private final List<String> names;
  private final List<TypeParser> parsers;

  RecordParser(JavaType type, String display, List<String> names, List<TypeParser> parsers) {
    this.type = type;
    this.display = display;
    this.names = List.copyOf(names);
    this.parsers = List.copyOf(parsers);
  }

  @Override
  public boolean isComposite() {
    return true;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    Optional<String> positional = LiteralSyntax.unwrap(text, '(', ')');
    if (positional.isPresent()) {
      return positional(text, positional.get());
    }
    Optional<String> byName = LiteralSyntax.unwrap(text, '{', '}');
    if (byName.isPresent()) {
      return byName(text, byName.get());
    }
    LiteralSyntax.Parts check = LiteralSyntax.splitAll(text, ',');
    return new Outcome.Failed(text, display, requireNonNullElseGet(check.error(), this::forms));
  }

  private Outcome positional(String text, String inner) {
    List<String> values = new ArrayList<>();
    if (!inner.isBlank()) {
      LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner, ',');
      String partsError = parts.error();
      if (partsError != null) {
        return new Outcome.Failed(text, display, partsError);
      }
      values.addAll(parts.parts());
    }
    if (values.size() != names.size()) {
      return new Outcome.Failed(
          text,
          display,
          "it has "
              + count(values.size(), "value")
              + ", but "
              + display
              + " has "
              + count(names.size(), "component")
              + "; "
              + forms());
    }
    for (String value : values) {
      // "(name=ann, points=3)" would otherwise make a String component "name=ann" silently.
      LiteralSyntax.Parts nameAndValue = LiteralSyntax.splitFirst(value, '=');
      if (!value.strip().startsWith("'")
          && nameAndValue.parts().size() == 2
          && names.contains(nameAndValue.parts().get(0).strip())) {
        return new Outcome.Failed(
            value.strip(),
            display,
            "it names a component inside parentheses; write components by name in braces, "
                + byNameForm()
                + ", or quote the value if it is text");
      }
    }
    return construct(values);
  }

  private Outcome byName(String text, String inner) {
    Map<String, String> values = new LinkedHashMap<>();
    if (!inner.isBlank()) {
      LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner, ',');
      String partsError = parts.error();
      if (partsError != null) {
        return new Outcome.Failed(text, display, partsError);
      }
      for (String entry : parts.parts()) {
        LiteralSyntax.Parts nameAndValue = LiteralSyntax.splitFirst(entry, '=');
        String name = nameAndValue.parts().get(0).strip();
        if (nameAndValue.parts().size() < 2) {
          return new Outcome.Failed(
              entry.strip(), display, "it has no '=' between component name and value; " + forms());
        }
        if (!names.contains(name)) {
          return new Outcome.Failed(
              name,
              display,
              "it is not a component of "
                  + display
                  + "; its components are "
                  + String.join(", ", names));
        }
        if (values.containsKey(name)) {
          return new Outcome.Failed(
              text, display, "it gives component " + name + " twice; give each component once");
        }
        values.put(name, nameAndValue.parts().get(1));
      }
    }
    List<String> missing = names.stream().filter(name -> !values.containsKey(name)).toList();
    if (!missing.isEmpty()) {
      return new Outcome.Failed(
          text,
          display,
          "it gives no value for "
              + String.join(", ", missing)
              + "; give every component a value: "
              + byNameForm());
    }
    return construct(names.stream().map(values::get).toList());
  }

  private Outcome construct(List<String> values) {
    List<Literal> arguments = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      Outcome value = Components.parse(values.get(i), parsers.get(i));
      if (value instanceof Outcome.Failed failed) {
        return failed.inRole("component " + names.get(i) + " of " + display);
      }
      arguments.add(((Outcome.Parsed) value).value());
    }
    return new Outcome.Parsed(new Literal.RecordOf(type, arguments));
  }

  private String forms() {
    return "write (" + String.join(", ", names) + ") by position or " + byNameForm() + " by name";
  }

  private String byNameForm() {
    return names.stream()
        .map(name -> name + "=...")
        .collect(java.util.stream.Collectors.joining(", ", "{", "}"));
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
