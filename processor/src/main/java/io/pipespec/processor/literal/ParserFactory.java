package io.pipespec.processor.literal;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Picks the {@link TypeParser} for a type, in this order: String and the boxed primitives (and the
 * primitives, for record components), {@code KV}, {@code List}, enums, records, {@code java.time}
 * and Joda {@code Instant} and {@code Duration}, then a public static factory from text. The suite
 * is generated in the test class's package, so every type a literal names and every constructor or
 * method it calls must be accessible from there.
 */
final class ParserFactory {

  /** The factories from text, in order of preference. */
  static final List<String> FACTORY_METHODS = List.of("valueOf", "parse", "of", "fromString");

  private static final Map<String, TypeParser> SCALARS =
      Map.of(
          "java.lang.String", new StringParser(),
          "java.lang.Integer", IntegralParser.INTEGER,
          "java.lang.Long", IntegralParser.LONG,
          "java.lang.Short", IntegralParser.SHORT,
          "java.lang.Byte", IntegralParser.BYTE,
          "java.lang.Double", FloatingParser.DOUBLE,
          "java.lang.Float", FloatingParser.FLOAT,
          "java.lang.Character", CharacterParser.BOXED,
          "java.lang.Boolean", BooleanParser.BOXED);

  private static final Map<String, TypeParser> TIMES =
      Map.of(
          "java.time.Instant", TimeParser.JAVA_INSTANT,
          "java.time.Duration", TimeParser.JAVA_DURATION,
          "org.joda.time.Instant", TimeParser.JODA_INSTANT,
          "org.joda.time.Duration", TimeParser.JODA_DURATION);

  /** A parser, or why the type has no literal form. */
  sealed interface Support {}

  record Supported(TypeParser parser) implements Support {}

  /**
   * @param type the type that has no literal form, as the user writes it
   * @param reason why, phrased as a fix
   * @param within where it sits in the literal's type, innermost first
   */
  record Unsupported(String type, String reason, List<String> within) implements Support {
    Unsupported within(String role) {
      List<String> roles = new ArrayList<>(within);
      roles.add(role);
      return new Unsupported(type, reason, roles);
    }

    String describe() {
      String where = within.isEmpty() ? "" : " (" + String.join(" in ", within) + ")";
      return type + where + " " + reason;
    }
  }

  private final Types types;
  private final Elements elements;
  private final PackageElement suitePackage;
  private final Map<String, TypeParser> building = new HashMap<>();

  ParserFactory(Types types, Elements elements, PackageElement suitePackage) {
    this.types = types;
    this.elements = elements;
    this.suitePackage = suitePackage;
  }

  Support forType(TypeMirror type) {
    String display = TypeDisplay.of(type);
    Optional<TypeParser> primitive = primitive(type.getKind());
    if (primitive.isPresent()) {
      return new Supported(primitive.get());
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return new Unsupported(
          display, "is not a class type; literals need a concrete type", List.of());
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    String name = element.getQualifiedName().toString();
    TypeParser known = SCALARS.getOrDefault(name, TIMES.get(name));
    if (known != null) {
      return new Supported(known);
    }
    if (declared.getTypeArguments().isEmpty() && !element.getTypeParameters().isEmpty()) {
      return new Unsupported(display, raw(element), List.of());
    }
    if (name.equals(PipespecNames.KV) && declared.getTypeArguments().size() == 2) {
      return kv(declared, display);
    }
    if (name.equals("java.util.List") && declared.getTypeArguments().size() == 1) {
      return list(declared, display);
    }
    if (!isAccessible(element)) {
      return new Unsupported(
          display,
          "is not accessible from package "
              + packageName()
              + ", where the suite is generated; make it public",
          List.of());
    }
    if (element.getKind() == ElementKind.ENUM) {
      List<String> constants =
          element.getEnclosedElements().stream()
              .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
              .map(e -> e.getSimpleName().toString())
              .toList();
      return new Supported(new EnumParser(JavaTypes.classRef(element), display, constants));
    }
    if (element.getKind() == ElementKind.RECORD) {
      return record(declared, element, display);
    }
    if (declared.getTypeArguments().isEmpty()) {
      for (String method : FACTORY_METHODS) {
        if (hasFactory(declared, element, method)) {
          return new Supported(new FactoryParser(JavaTypes.classRef(element), method, display));
        }
      }
    }
    return new Unsupported(display, "has no literal form", List.of());
  }

  /**
   * Why a raw type has no literal form: without type arguments ({@code KV} for {@code KV<String,
   * Long>}) the parts of a literal have no type to be read as.
   */
  private static String raw(TypeElement element) {
    String parameters =
        element.getTypeParameters().stream()
            .map(parameter -> parameter.getSimpleName().toString())
            .collect(Collectors.joining(", "));
    String example;
    if (element.getQualifiedName().contentEquals(PipespecNames.KV)) {
      example = "KV<String, Long>";
    } else if (element.getQualifiedName().contentEquals("java.util.List")) {
      example = "List<String>";
    } else {
      example = element.getSimpleName() + "<" + parameters + "> with concrete types";
    }
    return "is a raw type: it is declared without its type arguments ("
        + element.getSimpleName()
        + "<"
        + parameters
        + ">), so the parts of a literal have no type to be read as; declare it with them, such"
        + " as "
        + example;
  }

  private Support kv(DeclaredType declared, String display) {
    Support key = forType(declared.getTypeArguments().get(0));
    if (key instanceof Unsupported unsupported) {
      return unsupported.within("the key of " + display);
    }
    Support value = forType(declared.getTypeArguments().get(1));
    if (value instanceof Unsupported unsupported) {
      return unsupported.within("the value of " + display);
    }
    return new Supported(
        new KvParser(display, ((Supported) key).parser(), ((Supported) value).parser()));
  }

  private Support list(DeclaredType declared, String display) {
    TypeMirror elementType = declared.getTypeArguments().get(0);
    Support element = forType(elementType);
    if (element instanceof Unsupported unsupported) {
      return unsupported.within("the elements of " + display);
    }
    return new Supported(
        new ListParser(JavaTypes.of(elementType), display, ((Supported) element).parser()));
  }

  private Support record(DeclaredType declared, TypeElement element, String display) {
    String key = declared.toString();
    TypeParser inProgress = building.get(key);
    if (inProgress != null) {
      return new Supported(inProgress);
    }
    if (declared.getTypeArguments().stream().anyMatch(ParserFactory::hasWildcardOrVariable)) {
      return new Unsupported(
          display,
          "has a wildcard or type variable among its type arguments, so it cannot be constructed;"
              + " give it concrete type arguments",
          List.of());
    }
    List<? extends RecordComponentElement> components = element.getRecordComponents();
    Optional<ExecutableElement> canonical = canonicalConstructor(element, components);
    if (canonical.isEmpty() || !isCallable(canonical.get())) {
      return new Unsupported(
          display,
          "has a canonical constructor that the suite in package "
              + packageName()
              + " cannot call; make the constructor public",
          List.of());
    }
    DeferredParser deferred = new DeferredParser(display);
    building.put(key, deferred);
    try {
      List<String> names = new ArrayList<>();
      List<TypeParser> parsers = new ArrayList<>();
      for (RecordComponentElement component : components) {
        ExecutableType accessor =
            (ExecutableType) types.asMemberOf(declared, component.getAccessor());
        String componentName = component.getSimpleName().toString();
        Support support = forType(accessor.getReturnType());
        if (support instanceof Unsupported unsupported) {
          return unsupported.within("component " + componentName + " of " + display);
        }
        names.add(componentName);
        parsers.add(((Supported) support).parser());
      }
      RecordParser parser = new RecordParser(JavaTypes.of(declared), display, names, parsers);
      deferred.resolve(parser);
      return new Supported(parser);
    } finally {
      building.remove(key);
    }
  }

  private Optional<ExecutableElement> canonicalConstructor(
      TypeElement record, List<? extends RecordComponentElement> components) {
    for (ExecutableElement constructor :
        ElementFilter.constructorsIn(record.getEnclosedElements())) {
      if (constructor.getParameters().size() != components.size()) {
        continue;
      }
      boolean matches = true;
      for (int i = 0; i < components.size(); i++) {
        if (!types.isSameType(
            types.erasure(constructor.getParameters().get(i).asType()),
            types.erasure(components.get(i).asType()))) {
          matches = false;
        }
      }
      if (matches) {
        return Optional.of(constructor);
      }
    }
    return Optional.empty();
  }

  private boolean hasFactory(DeclaredType declared, TypeElement element, String name) {
    for (ExecutableElement method : ElementFilter.methodsIn(element.getEnclosedElements())) {
      Set<Modifier> modifiers = method.getModifiers();
      if (!method.getSimpleName().contentEquals(name)
          || !modifiers.contains(Modifier.PUBLIC)
          || !modifiers.contains(Modifier.STATIC)
          || !method.getTypeParameters().isEmpty()
          || method.getParameters().size() != 1
          || method.isVarArgs()
          || !types.isSameType(method.getReturnType(), declared)
          || method.getThrownTypes().stream().anyMatch(this::isChecked)) {
        continue;
      }
      TypeMirror parameter = method.getParameters().get(0).asType();
      if (isClass(parameter, "java.lang.String")
          || (name.equals("parse") && isClass(parameter, "java.lang.CharSequence"))) {
        return true;
      }
    }
    return false;
  }

  private boolean isChecked(TypeMirror thrown) {
    TypeElement runtime = elements.getTypeElement("java.lang.RuntimeException");
    TypeElement error = elements.getTypeElement("java.lang.Error");
    return !types.isSubtype(thrown, runtime.asType()) && !types.isSubtype(thrown, error.asType());
  }

  private static boolean isClass(TypeMirror type, String qualifiedName) {
    return type.getKind() == TypeKind.DECLARED
        && ((TypeElement) ((DeclaredType) type).asElement())
            .getQualifiedName()
            .contentEquals(qualifiedName);
  }

  private static boolean hasWildcardOrVariable(TypeMirror type) {
    return switch (type.getKind()) {
      case WILDCARD, TYPEVAR -> true;
      case DECLARED ->
          ((DeclaredType) type)
              .getTypeArguments().stream().anyMatch(ParserFactory::hasWildcardOrVariable);
      default -> false;
    };
  }

  /** Whether code in the suite's package may name {@code element} and every class around it. */
  private boolean isAccessible(Element element) {
    for (Element e = element; e != null && e.getKind() != ElementKind.PACKAGE; ) {
      if (!isVisible(e)) {
        return false;
      }
      e = e.getEnclosingElement();
    }
    return true;
  }

  private boolean isCallable(ExecutableElement constructor) {
    return isVisible(constructor);
  }

  private boolean isVisible(Element e) {
    Set<Modifier> modifiers = e.getModifiers();
    if (modifiers.contains(Modifier.PRIVATE)) {
      return false;
    }
    return modifiers.contains(Modifier.PUBLIC) || elements.getPackageOf(e).equals(suitePackage);
  }

  private String packageName() {
    return suitePackage.isUnnamed()
        ? "(the unnamed package)"
        : suitePackage.getQualifiedName().toString();
  }

  private static Optional<TypeParser> primitive(TypeKind kind) {
    TypeParser parser =
        switch (kind) {
          case INT -> IntegralParser.INT;
          case LONG -> IntegralParser.PRIMITIVE_LONG;
          case SHORT -> IntegralParser.PRIMITIVE_SHORT;
          case BYTE -> IntegralParser.PRIMITIVE_BYTE;
          case DOUBLE -> FloatingParser.PRIMITIVE_DOUBLE;
          case FLOAT -> FloatingParser.PRIMITIVE_FLOAT;
          case CHAR -> CharacterParser.PRIMITIVE;
          case BOOLEAN -> BooleanParser.PRIMITIVE;
          default -> null;
        };
    return Optional.ofNullable(parser);
  }
}
