package io.pipespec.processor.expectation;

import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

/**
 * Resolves {@code from = "name"}: the static field, or static method without parameters, of the
 * scenario class or a class that encloses it, that supplies expected values when the expectation is
 * judged. {@code "name()"} names the method when a field has the same name.
 */
final class Suppliers {

  private Suppliers() {}

  /** A supplying member: how to read it, its type and how messages name it. */
  record Member(MemberRef ref, TypeMirror type, String origin) {}

  /**
   * A supplier of an {@code Iterable} of {@code elementType} (or of a subtype); for {@code KV}
   * elements also a {@code Map} of their keys and values.
   */
  static Optional<ExpectedValues.FromCode> iterable(
      ExpectationSite site, AnnotationValue from, TypeMirror elementType, Judged.Output output) {
    Optional<Member> member = member(site, from);
    if (member.isEmpty()) {
      return Optional.empty();
    }
    Optional<TypeMirror> element = iterableElement(site, member.get().type());
    boolean isKv = site.facts().isClass(elementType, PipespecNames.KV);
    if (element.isPresent() && site.facts().types().isAssignable(element.get(), elementType)) {
      return Optional.of(fromCode(member.get(), false));
    }
    Optional<DeclaredType> map = site.facts().findSupertype(member.get().type(), "java.util.Map");
    if (isKv && element.isEmpty()) {
      List<? extends TypeMirror> kv = ((DeclaredType) elementType).getTypeArguments();
      if (map.isPresent()
          && map.get().getTypeArguments().size() == 2
          && site.facts()
              .types()
              .isAssignable(upper(map.get().getTypeArguments().get(0)), kv.get(0))
          && site.facts()
              .types()
              .isAssignable(upper(map.get().getTypeArguments().get(1)), kv.get(1))) {
        return Optional.of(fromCode(member.get(), true));
      }
    }
    site.error(
        ErrorTag.PipespecSupplierType,
        site.on()
            + " reads its expected elements from "
            + member.get().origin()
            + ", of type "
            + TypeDisplay.of(member.get().type())
            + (element.isEmpty() && map.isEmpty()
                ? ", which is not an Iterable of the elements of output \"" + output.name() + "\""
                : ", but the elements of output \""
                    + output.name()
                    + "\" are "
                    + TypeDisplay.of(elementType))
            + ". Make it an Iterable<"
            + TypeDisplay.of(elementType)
            + "> such as List<"
            + TypeDisplay.of(elementType)
            + ">"
            + (isKv
                ? " or a Map<"
                    + TypeDisplay.of(((DeclaredType) elementType).getTypeArguments().get(0))
                    + ", "
                    + TypeDisplay.of(((DeclaredType) elementType).getTypeArguments().get(1))
                    + ">"
                : "")
            + ".",
        from);
    return Optional.empty();
  }

  /** A supplier of one element of {@code elementType}, for {@code @ExpectSingleton}. */
  static Optional<ExpectedValues.FromCode> single(
      ExpectationSite site, AnnotationValue from, TypeMirror elementType, Judged.Output output) {
    Optional<Member> member = member(site, from);
    if (member.isEmpty()) {
      return Optional.empty();
    }
    if (!site.facts().types().isAssignable(member.get().type(), elementType)) {
      site.error(
          ErrorTag.PipespecSupplierType,
          site.on()
              + " reads its expected element from "
              + member.get().origin()
              + ", of type "
              + TypeDisplay.of(member.get().type())
              + ", but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(elementType)
              + ". Make it a "
              + TypeDisplay.of(elementType)
              + ".",
          from);
      return Optional.empty();
    }
    return Optional.of(fromCode(member.get(), false));
  }

  private static ExpectedValues.FromCode fromCode(Member member, boolean isMap) {
    return new ExpectedValues.FromCode(member.ref(), member.origin(), isMap);
  }

  private static TypeMirror upper(TypeMirror type) {
    if (type.getKind() == TypeKind.WILDCARD && ((WildcardType) type).getExtendsBound() != null) {
      return ((WildcardType) type).getExtendsBound();
    }
    return type;
  }

  private static Optional<TypeMirror> iterableElement(ExpectationSite site, TypeMirror type) {
    Optional<DeclaredType> iterable = site.facts().findSupertype(type, "java.lang.Iterable");
    if (iterable.isEmpty() || iterable.get().getTypeArguments().size() != 1) {
      return Optional.empty();
    }
    TypeMirror argument = iterable.get().getTypeArguments().get(0);
    if (argument.getKind() == TypeKind.WILDCARD) {
      return Optional.ofNullable(((WildcardType) argument).getExtendsBound());
    }
    return argument.getKind() == TypeKind.DECLARED ? Optional.of(argument) : Optional.empty();
  }

  /**
   * The static method without parameters or static field that {@code from} names, looked up in the
   * scenario class, then in the classes that enclose it.
   */
  static Optional<Member> member(ExpectationSite site, AnnotationValue from) {
    String name = ((String) from.getValue()).strip();
    // "x()" names a method; "x" a field, or a method when there is no field of that name.
    boolean methodOnly = name.endsWith("()");
    if (methodOnly) {
      name = name.substring(0, name.length() - 2).strip();
    }
    String memberName = name;
    for (TypeElement type : ownerChain(site.owner())) {
      List<ExecutableElement> methods =
          ElementFilter.methodsIn(type.getEnclosedElements()).stream()
              .filter(method -> method.getSimpleName().contentEquals(memberName))
              .toList();
      Optional<VariableElement> field =
          ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
              .filter(candidate -> candidate.getSimpleName().contentEquals(memberName))
              .findFirst();
      if (field.isPresent() && !methodOnly) {
        return field(site, from, type, field.get());
      }
      if (!methods.isEmpty()) {
        return method(site, from, type, methods);
      }
    }
    boolean fieldExists =
        ownerChain(site.owner()).stream()
            .flatMap(type -> ElementFilter.fieldsIn(type.getEnclosedElements()).stream())
            .anyMatch(field -> field.getSimpleName().contentEquals(memberName));
    site.error(
        ErrorTag.PipespecSupplierMissing,
        site.on()
            + " reads its expected values from \""
            + from.getValue()
            + "\", but "
            + noneOf(site.owner())
            + (fieldExists
                ? " method of that name, only a field. Write from = \"" + name + "\" for the field."
                : " method or field of that name. Add a static method without parameters or a"
                    + " static field named "
                    + name
                    + ", or fix the name."),
        from);
    return Optional.empty();
  }

  private static Optional<Member> method(
      ExpectationSite site,
      AnnotationValue from,
      TypeElement type,
      List<ExecutableElement> methods) {
    Optional<ExecutableElement> found =
        methods.stream().filter(method -> method.getParameters().isEmpty()).findFirst();
    String origin = type.getSimpleName() + "." + methods.get(0).getSimpleName() + "()";
    String problem = null;
    if (found.isEmpty()) {
      problem = "takes parameters; remove them";
    } else if (!found.get().getModifiers().contains(Modifier.STATIC)) {
      problem = "is not static; make it static";
    } else if (found.get().getModifiers().contains(Modifier.PRIVATE)) {
      problem = "is private, so the generated suite cannot call it; make it package-private";
    } else if (found.get().getReturnType().getKind() == TypeKind.VOID) {
      problem = "returns nothing; return the expected values";
    } else if (found.get().getThrownTypes().stream().anyMatch(site.facts()::isChecked)) {
      problem = "declares a checked exception; catch it inside, or throw an unchecked one";
    } else if (!found.get().getTypeParameters().isEmpty()) {
      problem = "has type parameters; remove them";
    }
    if (problem != null) {
      memberError(site, from, origin + ", which " + problem);
      return Optional.empty();
    }
    return Optional.of(
        new Member(
            new MemberRef(JavaTypes.classRef(type), found.get().getSimpleName().toString(), true),
            found.get().getReturnType(),
            origin));
  }

  private static Optional<Member> field(
      ExpectationSite site, AnnotationValue from, TypeElement type, VariableElement field) {
    String origin = type.getSimpleName() + "." + field.getSimpleName();
    if (!field.getModifiers().contains(Modifier.STATIC)) {
      memberError(site, from, origin + ", which is not static; make it static");
      return Optional.empty();
    }
    if (field.getModifiers().contains(Modifier.PRIVATE)) {
      memberError(
          site,
          from,
          origin
              + ", which is private, so the generated suite cannot read it; make it"
              + " package-private");
      return Optional.empty();
    }
    return Optional.of(
        new Member(
            new MemberRef(JavaTypes.classRef(type), field.getSimpleName().toString(), false),
            field.asType(),
            origin));
  }

  private static void memberError(ExpectationSite site, AnnotationValue from, String problem) {
    site.error(
        ErrorTag.PipespecSupplierMember,
        site.on() + " reads its expected values from " + problem + ".",
        from);
  }

  /** The scenario class and the classes that enclose it, innermost first. */
  static List<TypeElement> ownerChain(TypeElement owner) {
    List<TypeElement> chain = new ArrayList<>();
    for (Element e = owner; e != null && e.getKind() != ElementKind.PACKAGE; ) {
      if (e instanceof TypeElement type) {
        chain.add(type);
      }
      e = e.getEnclosingElement();
    }
    return chain;
  }

  /** "Strings has no" or "neither Scenario nor Outer has a", to start "... method of that name". */
  static String noneOf(TypeElement owner) {
    List<String> names = new ArrayList<>();
    for (TypeElement type : ownerChain(owner)) {
      names.add(type.getSimpleName().toString());
    }
    return names.size() == 1
        ? names.get(0) + " has no"
        : "neither " + String.join(" nor ", names) + " has a";
  }
}
