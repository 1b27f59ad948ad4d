package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

/**
 * Checks the expectations beyond contains / empty / satisfies (includes, count, singleton, map, all
 * / none, hash, sum, diff), their predicates and {@code @Where}, and values supplied by code, and
 * turns them into models. Every error is attached to the annotation value that is wrong.
 */
final class VocabularyValidator {

  /** The predicate attributes that compare by natural ordering, with their runtime factories. */
  private static final List<String> COMPARISONS =
      List.of("equal", "greaterThan", "greaterThanEq", "lessThan", "lessThanEq");

  private static final List<String> SUMMABLE =
      List.of(
          "java.lang.Byte",
          "java.lang.Short",
          "java.lang.Integer",
          "java.lang.Long",
          "java.math.BigInteger",
          "java.math.BigDecimal");

  private final TypeFacts facts;
  private final AnnotationLookup lookup;
  private final ValidationReport report;
  private final LiteralParser literals;

  VocabularyValidator(TypeFacts facts, AnnotationLookup lookup, ValidationReport report) {
    this.facts = facts;
    this.lookup = lookup;
    this.report = report;
    this.literals = new LiteralParser(facts.types(), facts.elements());
  }

  /** The place an expectation is declared, and what every message about it starts with. */
  record Site(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror mirror,
      String annotation,
      ClassRef declaring) {
    String methodName() {
      return method.getSimpleName().toString();
    }

    String on() {
      return annotation + " on " + method.getSimpleName();
    }
  }

  Optional<ExpectationModel> validate(
      String annotationName,
      Site site,
      Optional<UnderTestValidator.Output> output,
      UnderTestValidator.Resolved underTest) {
    if (annotationName.equals(PipespecNames.EXPECT_DIFF)) {
      return diff(site, underTest);
    }
    if (output.isEmpty()) {
      return Optional.empty();
    }
    UnderTestValidator.Output out = output.get();
    switch (annotationName) {
      case PipespecNames.EXPECT_CONTAINS:
        return containsFrom(site, out);
      case PipespecNames.EXPECT_INCLUDES:
        return values(site, out, out.elementType())
            .map(
                values ->
                    new ExpectationModel.Includes(
                        site.declaring(),
                        site.methodName(),
                        out.name(),
                        JavaTypes.of(out.elementType()),
                        values));
      case PipespecNames.EXPECT_COUNT:
        return count(site, out);
      case PipespecNames.EXPECT_SINGLETON:
        return singleton(site, out);
      case PipespecNames.EXPECT_MAP:
        return map(site, out);
      case PipespecNames.EXPECT_ALL:
      case PipespecNames.EXPECT_NONE:
        boolean all = annotationName.equals(PipespecNames.EXPECT_ALL);
        return predicate(site, site.mirror(), site.annotation(), out)
            .map(
                predicate ->
                    new ExpectationModel.AllOrNone(
                        site.declaring(), site.methodName(), out.name(), predicate, all));
      case PipespecNames.EXPECT_HASH:
        return hash(site, out);
      case PipespecNames.EXPECT_SUM:
        return sum(site, out);
      default:
        throw new IllegalArgumentException("Not a vocabulary annotation: " + annotationName);
    }
  }

  /** Wraps {@code model} in the method's {@code @Where}, if it has one. */
  Optional<ExpectationModel> where(
      Site site, ExpectationModel model, UnderTestValidator.Resolved underTest) {
    Optional<AnnotationMirror> where = lookup.find(site.method(), PipespecNames.WHERE);
    if (where.isEmpty()) {
      return Optional.of(model);
    }
    UnderTestValidator.Output output =
        underTest.outputs().stream()
            .filter(candidate -> candidate.name().equals(model.output()))
            .findFirst()
            .orElseThrow();
    return predicate(site, where.get(), "@Where", output)
        .map(predicate -> new ExpectationModel.Filtered(predicate, model));
  }

  // ---------------------------------------------------------------- expected values

  private Optional<ExpectationModel> containsFrom(Site site, UnderTestValidator.Output output) {
    AnnotationValue from = lookup.explicitValue(site.mirror(), "from").orElseThrow();
    if (!listValue(site.mirror(), "value").isEmpty()) {
      conflict(site, "value", "from", from);
      return Optional.empty();
    }
    return iterableSupplier(site, from, output.elementType(), output)
        .map(
            supplied ->
                new ExpectationModel.ContainsFrom(
                    site.declaring(),
                    site.methodName(),
                    output.name(),
                    JavaTypes.of(output.elementType()),
                    supplied));
  }

  /** The literals of {@code value} or the supplier of {@code from}, exactly one of them. */
  private Optional<ExpectationModel.Values> values(
      Site site, UnderTestValidator.Output output, TypeMirror literalType) {
    Optional<AnnotationValue> from = lookup.explicitValue(site.mirror(), "from");
    List<? extends AnnotationValue> values = listValue(site.mirror(), "value");
    if (from.isPresent()) {
      if (!values.isEmpty()) {
        conflict(site, "value", "from", from.get());
        return Optional.empty();
      }
      return iterableSupplier(site, from.get(), literalType, output)
          .map(supplied -> (ExpectationModel.Values) supplied);
    }
    if (values.isEmpty()) {
      report.addError(
          ErrorTag.PipespecNoExpectedValues,
          site.on()
              + " gives no expected element. List them, such as "
              + site.annotation()
              + (site.annotation().equals("@ExpectMap")
                  ? "({\"a=1\", \"b=2\"})"
                  : "({\"a\", \"b\"})")
              + ", or name a static member that supplies them with from = \"...\"; to"
              + " expect no element, use @ExpectEmpty.",
          site.method(),
          site.mirror(),
          lookup.explicitValue(site.mirror(), "value").orElse(null));
      return Optional.empty();
    }
    return literalList(site, lookup.value(site.mirror(), "value"), literalType, output)
        .map(ExpectationModel.Literals::new);
  }

  private void conflict(Site site, String first, String second, AnnotationValue at) {
    report.addError(
        ErrorTag.PipespecConflictingValues,
        site.on()
            + " gives both "
            + first
            + " and "
            + second
            + ", which contradict each other. Keep one of them.",
        site.method(),
        site.mirror(),
        at);
  }

  private Optional<List<Literal>> literalList(
      Site site, AnnotationValue array, TypeMirror type, UnderTestValidator.Output output) {
    @SuppressWarnings("unchecked")
    List<? extends AnnotationValue> values = (List<? extends AnnotationValue>) array.getValue();
    if (!supported(site, type, output, array)) {
      return Optional.empty();
    }
    List<Literal> parsed = new ArrayList<>();
    for (AnnotationValue value : values) {
      literal(site, value, type).ifPresent(parsed::add);
    }
    return parsed.size() == values.size() ? Optional.of(parsed) : Optional.empty();
  }

  private boolean supported(
      Site site, TypeMirror type, UnderTestValidator.Output output, AnnotationValue at) {
    Optional<String> unsupported = literals.whyUnsupported(type, harnessPackage(site));
    if (unsupported.isEmpty()) {
      return true;
    }
    report.addError(
        ErrorTag.PipespecUnsupportedLiteralType,
        site.on()
            + " cannot write literals of "
            + TypeDisplay.of(type)
            + " (for output \""
            + output.name()
            + "\"): "
            + unsupported.get()
            + ". Literals support "
            + LiteralParser.SUPPORTED_TYPES
            + ". Supply the values from code with from = \"...\" where the annotation has it,"
            + " or use by = \"...\" or @Satisfies.",
        site.method(),
        site.mirror(),
        at);
    return false;
  }

  private Optional<Literal> literal(Site site, AnnotationValue value, TypeMirror type) {
    LiteralParser.Result result =
        literals.parse((String) value.getValue(), type, harnessPackage(site));
    if (result.value().isPresent()) {
      return result.value();
    }
    report.addError(
        ErrorTag.PipespecBadLiteral,
        result.error() + ". Fix the literal, or use @Satisfies to check the output in code.",
        site.method(),
        site.mirror(),
        value);
    return Optional.empty();
  }

  private PackageElement harnessPackage(Site site) {
    return facts.elements().getPackageOf(site.method());
  }

  @SuppressWarnings("unchecked")
  private List<? extends AnnotationValue> listValue(AnnotationMirror mirror, String name) {
    return (List<? extends AnnotationValue>) lookup.value(mirror, name).getValue();
  }

  // ---------------------------------------------------------------- suppliers

  /** A static member of the test class: how to read it, its type and how messages name it. */
  private record Member(MemberRef read, TypeMirror type, String origin) {}

  /** An {@code Iterable} of {@code elementType} (or of a subtype), read from code. */
  private Optional<ExpectationModel.FromCode> iterableSupplier(
      Site site, AnnotationValue from, TypeMirror elementType, UnderTestValidator.Output output) {
    Optional<Member> member = member(site, from);
    if (member.isEmpty()) {
      return Optional.empty();
    }
    Optional<TypeMirror> element = iterableElement(member.get().type());
    boolean isKv = facts.isClass(elementType, PipespecNames.KV);
    if (element.isPresent() && facts.types().isAssignable(element.get(), elementType)) {
      return Optional.of(
          new ExpectationModel.FromCode(member.get().read(), member.get().origin(), false));
    }
    if (isKv && element.isEmpty()) {
      Optional<DeclaredType> map = facts.findSupertype(member.get().type(), "java.util.Map");
      List<? extends TypeMirror> kv = ((DeclaredType) elementType).getTypeArguments();
      if (map.isPresent()
          && map.get().getTypeArguments().size() == 2
          && facts.types().isAssignable(upper(map.get().getTypeArguments().get(0)), kv.get(0))
          && facts.types().isAssignable(upper(map.get().getTypeArguments().get(1)), kv.get(1))) {
        return Optional.of(
            new ExpectationModel.FromCode(member.get().read(), member.get().origin(), true));
      }
    }
    report.addError(
        ErrorTag.PipespecSupplierType,
        site.on()
            + " reads its expected elements from "
            + member.get().origin()
            + ", of type "
            + TypeDisplay.of(member.get().type())
            + (element.isEmpty()
                    && facts.findSupertype(member.get().type(), "java.util.Map").isEmpty()
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
        site.method(),
        site.mirror(),
        from);
    return Optional.empty();
  }

  private TypeMirror upper(TypeMirror type) {
    if (type.getKind() == TypeKind.WILDCARD && ((WildcardType) type).getExtendsBound() != null) {
      return ((WildcardType) type).getExtendsBound();
    }
    return type;
  }

  private Optional<TypeMirror> iterableElement(TypeMirror type) {
    Optional<DeclaredType> iterable = facts.findSupertype(type, "java.lang.Iterable");
    if (iterable.isEmpty() || iterable.get().getTypeArguments().size() != 1) {
      return Optional.empty();
    }
    TypeMirror argument = iterable.get().getTypeArguments().get(0);
    if (argument.getKind() == TypeKind.WILDCARD) {
      TypeMirror bound = ((WildcardType) argument).getExtendsBound();
      return Optional.ofNullable(bound);
    }
    return argument.getKind() == TypeKind.DECLARED ? Optional.of(argument) : Optional.empty();
  }

  /**
   * The static method without parameters or static field that {@code from} names, looked up in the
   * scenario class, then in the classes that enclose it.
   */
  private Optional<Member> member(Site site, AnnotationValue from) {
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
        return supplierField(site, from, type, field.get());
      }
      if (!methods.isEmpty()) {
        return supplierMethod(site, from, type, methods);
      }
    }
    boolean fieldExists =
        ownerChain(site.owner()).stream()
            .flatMap(type -> ElementFilter.fieldsIn(type.getEnclosedElements()).stream())
            .anyMatch(field -> field.getSimpleName().contentEquals(memberName));
    report.addError(
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
        site.method(),
        site.mirror(),
        from);
    return Optional.empty();
  }

  private Optional<Member> supplierMethod(
      Site site, AnnotationValue from, TypeElement type, List<ExecutableElement> methods) {
    Optional<ExecutableElement> found =
        methods.stream().filter(method -> method.getParameters().isEmpty()).findFirst();
    String origin = type.getSimpleName() + "." + methods.get(0).getSimpleName() + "()";
    String problem = null;
    if (found.isEmpty()) {
      problem = "takes parameters; remove them";
    } else if (!found.get().getModifiers().contains(Modifier.STATIC)) {
      problem = "is not static; make it static";
    } else if (found.get().getModifiers().contains(Modifier.PRIVATE)) {
      problem = "is private, so the generated harness cannot call it; make it package-private";
    } else if (found.get().getReturnType().getKind() == TypeKind.VOID) {
      problem = "returns nothing; return the expected values";
    } else if (found.get().getThrownTypes().stream().anyMatch(facts::isChecked)) {
      problem = "declares a checked exception; catch it inside, or throw an unchecked one";
    } else if (!found.get().getTypeParameters().isEmpty()) {
      problem = "has type parameters; remove them";
    }
    if (problem != null) {
      supplierMemberError(site, from, origin + ", which " + problem);
      return Optional.empty();
    }
    return Optional.of(
        new Member(
            new MemberRef(JavaTypes.classRef(type), found.get().getSimpleName().toString(), true),
            found.get().getReturnType(),
            origin));
  }

  private Optional<Member> supplierField(
      Site site, AnnotationValue from, TypeElement type, VariableElement field) {
    String origin = type.getSimpleName() + "." + field.getSimpleName();
    if (!field.getModifiers().contains(Modifier.STATIC)) {
      supplierMemberError(site, from, origin + ", which is not static; make it static");
      return Optional.empty();
    }
    if (field.getModifiers().contains(Modifier.PRIVATE)) {
      supplierMemberError(
          site,
          from,
          origin
              + ", which is private, so the generated harness cannot read it; make it"
              + " package-private");
      return Optional.empty();
    }
    return Optional.of(
        new Member(
            new MemberRef(JavaTypes.classRef(type), field.getSimpleName().toString(), false),
            field.asType(),
            origin));
  }

  private void supplierMemberError(Site site, AnnotationValue from, String problem) {
    report.addError(
        ErrorTag.PipespecSupplierMember,
        site.on() + " reads its expected values from " + problem + ".",
        site.method(),
        site.mirror(),
        from);
  }

  private static List<TypeElement> ownerChain(TypeElement owner) {
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
  private static String noneOf(TypeElement owner) {
    List<String> names = new ArrayList<>();
    for (TypeElement type : ownerChain(owner)) {
      names.add(type.getSimpleName().toString());
    }
    return names.size() == 1
        ? names.get(0) + " has no"
        : "neither " + String.join(" nor ", names) + " has a";
  }

  // ---------------------------------------------------------------- count, singleton, map

  private Optional<ExpectationModel> count(Site site, UnderTestValidator.Output output) {
    long count = ((Number) lookup.value(site.mirror(), "value").getValue()).longValue();
    if (!notNegative(site, "value", count)) {
      return Optional.empty();
    }
    return Optional.of(
        new ExpectationModel.Count(site.declaring(), site.methodName(), output.name(), count));
  }

  private boolean notNegative(Site site, String attribute, long value) {
    if (value >= 0) {
      return true;
    }
    report.addError(
        ErrorTag.PipespecNegativeSize,
        site.on() + " expects " + value + " elements. Give a number of elements, 0 or more.",
        site.method(),
        site.mirror(),
        lookup.explicitValue(site.mirror(), attribute).orElse(null));
    return false;
  }

  private Optional<ExpectationModel> singleton(Site site, UnderTestValidator.Output output) {
    List<String> given = new ArrayList<>();
    for (String attribute : List.of("value", "notEqualTo", "from")) {
      if (lookup.explicitValue(site.mirror(), attribute).isPresent()) {
        given.add(attribute);
      }
    }
    if (given.isEmpty()) {
      report.addError(
          ErrorTag.PipespecNoExpectedValues,
          site.on()
              + " gives no value. Give the element with value = \"...\", the value it must differ"
              + " from with notEqualTo = \"...\", or a static member that supplies it with from ="
              + " \"...\".",
          site.method(),
          site.mirror());
      return Optional.empty();
    }
    if (given.size() > 1) {
      conflict(
          site,
          given.get(0),
          given.get(1),
          lookup.explicitValue(site.mirror(), given.get(1)).orElseThrow());
      return Optional.empty();
    }
    TypeMirror elementType = output.elementType();
    AnnotationValue value = lookup.explicitValue(site.mirror(), given.get(0)).orElseThrow();
    boolean equal = !given.get(0).equals("notEqualTo");
    if (given.get(0).equals("from")) {
      Optional<Member> member = member(site, value);
      if (member.isEmpty()) {
        return Optional.empty();
      }
      if (!facts.types().isAssignable(member.get().type(), elementType)) {
        report.addError(
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
            site.method(),
            site.mirror(),
            value);
        return Optional.empty();
      }
      return Optional.of(
          new ExpectationModel.Singleton(
              site.declaring(),
              site.methodName(),
              output.name(),
              JavaTypes.of(elementType),
              new ExpectationModel.FromCode(member.get().read(), member.get().origin(), false),
              true));
    }
    if (!supported(site, elementType, output, value)) {
      return Optional.empty();
    }
    return literal(site, value, elementType)
        .map(
            code ->
                new ExpectationModel.Singleton(
                    site.declaring(),
                    site.methodName(),
                    output.name(),
                    JavaTypes.of(elementType),
                    new ExpectationModel.Literals(List.of(code)),
                    equal));
  }

  private Optional<ExpectationModel> map(Site site, UnderTestValidator.Output output) {
    TypeMirror elementType = output.elementType();
    if (!facts.isClass(elementType, PipespecNames.KV)
        || ((DeclaredType) elementType).getTypeArguments().size() != 2) {
      report.addError(
          ErrorTag.PipespecMapNotKv,
          site.on()
              + " expects a map, but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(elementType)
              + ", not KV<K, V>. Use @ExpectContains for other outputs.",
          site.method(),
          site.mirror());
      return Optional.empty();
    }
    List<? extends TypeMirror> kv = ((DeclaredType) elementType).getTypeArguments();
    Optional<ExpectationModel.Values> values = values(site, output, elementType);
    if (values.isPresent() && values.get() instanceof ExpectationModel.Literals) {
      // Keys written the same way are the same key; keys equal only as values (such as 1.0 and
      // 1.00 for Double) are caught when the expectation is judged.
      Map<Literal, String> seen = new HashMap<>();
      for (AnnotationValue entry : listValue(site.mirror(), "value")) {
        String literal = (String) entry.getValue();
        Optional<Literal> key =
            literals.keyOf(literal, (DeclaredType) elementType, harnessPackage(site));
        String previous = key.isEmpty() ? null : seen.putIfAbsent(key.get(), literal);
        if (previous != null) {
          report.addError(
              ErrorTag.PipespecDuplicateMapKey,
              site.on()
                  + " gives the key of \""
                  + literal
                  + "\" twice: \""
                  + previous
                  + "\" has it too. A map has one value per key; remove one of them.",
              site.method(),
              site.mirror(),
              entry);
          return Optional.empty();
        }
      }
    }
    return values.map(
        given ->
            new ExpectationModel.MapEquals(
                site.declaring(),
                site.methodName(),
                output.name(),
                JavaTypes.of(kv.get(0)),
                JavaTypes.of(kv.get(1)),
                given));
  }

  // ---------------------------------------------------------------- hash, sum

  private Optional<ExpectationModel> hash(Site site, UnderTestValidator.Output output) {
    boolean valid = true;
    if (!facts.isClass(output.elementType(), "java.lang.String")) {
      report.addError(
          ErrorTag.PipespecHashNotString,
          site.on()
              + " hashes String elements, as Beam Go's passert.Hash does, but the elements of"
              + " output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(output.elementType())
              + ". Use @ExpectContains, or hash an output of String.",
          site.method(),
          site.mirror());
      valid = false;
    }
    AnnotationValue value = lookup.value(site.mirror(), "value");
    String hash = ((String) value.getValue()).strip();
    if (!isBase64Md5(hash)) {
      report.addError(
          ErrorTag.PipespecBadHash,
          site.on()
              + " gives the hash \""
              + hash
              + "\", which is not a base64-encoded MD5 (24 characters of A-Z, a-z, 0-9, + and /,"
              + " ending in ==). Write the hash Beam Go's passert.Hash prints, such as"
              + " \"GH70Q2Ei0cwvQNwrkvDroA==\".",
          site.method(),
          site.mirror(),
          value);
      valid = false;
    }
    long size = ((Number) lookup.value(site.mirror(), "size").getValue()).longValue();
    valid &= notNegative(site, "size", size);
    return valid
        ? Optional.of(
            new ExpectationModel.Hash(
                site.declaring(), site.methodName(), output.name(), hash, size))
        : Optional.empty();
  }

  private static boolean isBase64Md5(String hash) {
    if (hash.length() != 24) {
      return false;
    }
    try {
      return Base64.getDecoder().decode(hash).length == 16;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private Optional<ExpectationModel> sum(Site site, UnderTestValidator.Output output) {
    TypeMirror elementType = output.elementType();
    String type =
        SUMMABLE.stream().filter(name -> facts.isClass(elementType, name)).findFirst().orElse(null);
    boolean valid = true;
    if (type == null) {
      boolean floating =
          facts.isClass(elementType, "java.lang.Double")
              || facts.isClass(elementType, "java.lang.Float");
      report.addError(
          ErrorTag.PipespecSumNotNumeric,
          site.on()
              + " sums the elements of output \""
              + output.name()
              + "\", but they are "
              + TypeDisplay.of(elementType)
              + (floating
                  ? ", whose sum depends on the order of additions, so no exact sum can be"
                      + " expected. Check it with @Satisfies and a tolerance."
                  : ", not numbers. Sum an output of Byte, Short, Integer, Long, BigInteger or"
                      + " BigDecimal, or use @ExpectContains."),
          site.method(),
          site.mirror());
      valid = false;
    }
    AnnotationValue value = lookup.value(site.mirror(), "value");
    String sum = ((String) value.getValue()).strip();
    boolean decimal = "java.math.BigDecimal".equals(type);
    if (type != null && !(decimal ? isDecimal(sum) : sum.matches("[-+]?[0-9]+"))) {
      report.addError(
          ErrorTag.PipespecBadSum,
          site.on()
              + " expects the sum \""
              + sum
              + "\", which is not a "
              + (decimal ? "decimal number" : "whole number")
              + ". Write it in digits, such as \""
              + (decimal ? "12.50" : "42")
              + "\"; it may exceed the range of "
              + TypeDisplay.of(elementType)
              + ".",
          site.method(),
          site.mirror(),
          value);
      valid = false;
    }
    long size = ((Number) lookup.value(site.mirror(), "size").getValue()).longValue();
    valid &= notNegative(site, "size", size);
    return valid
        ? Optional.of(
            new ExpectationModel.Sum(site.declaring(), site.methodName(), output.name(), sum, size))
        : Optional.empty();
  }

  private static boolean isDecimal(String text) {
    try {
      new BigDecimal(text);
      return !text.isEmpty();
    } catch (NumberFormatException e) {
      return false;
    }
  }

  // ---------------------------------------------------------------- diff

  private Optional<ExpectationModel> diff(Site site, UnderTestValidator.Resolved underTest) {
    Optional<UnderTestValidator.Output> left = diffSide(site, "left", underTest);
    Optional<UnderTestValidator.Output> right = diffSide(site, "right", underTest);
    if (left.isEmpty() || right.isEmpty()) {
      return Optional.empty();
    }
    AnnotationValue rightValue = lookup.value(site.mirror(), "right");
    if (left.get().name().equals(right.get().name())) {
      report.addError(
          ErrorTag.PipespecDiffSameOutput,
          site.on()
              + " compares output \""
              + left.get().name()
              + "\" with itself. Name two different outputs of "
              + underTest.method().getSimpleName()
              + ": "
              + underTest.outputNames()
              + ".",
          site.method(),
          site.mirror(),
          rightValue);
      return Optional.empty();
    }
    TypeMirror type = left.get().elementType();
    if (!facts.types().isSameType(type, right.get().elementType())) {
      report.addError(
          ErrorTag.PipespecDiffTypes,
          site.on()
              + " compares output \""
              + left.get().name()
              + "\" of "
              + TypeDisplay.of(type)
              + " with output \""
              + right.get().name()
              + "\" of "
              + TypeDisplay.of(right.get().elementType())
              + "; their elements can never be equal. Compare two outputs of the same element"
              + " type.",
          site.method(),
          site.mirror(),
          rightValue);
      return Optional.empty();
    }
    Optional<List<Literal>> onlyLeft = diffLiterals(site, "onlyLeft", type, left.get());
    Optional<List<Literal>> onlyRight = diffLiterals(site, "onlyRight", type, left.get());
    if (onlyLeft.isEmpty() || onlyRight.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new ExpectationModel.Diff(
            site.declaring(),
            site.methodName(),
            left.get().name(),
            right.get().name(),
            JavaTypes.of(type),
            onlyLeft.get(),
            onlyRight.get()));
  }

  private Optional<List<Literal>> diffLiterals(
      Site site, String attribute, TypeMirror type, UnderTestValidator.Output output) {
    if (listValue(site.mirror(), attribute).isEmpty()) {
      return Optional.of(List.of());
    }
    return literalList(site, lookup.value(site.mirror(), attribute), type, output);
  }

  private Optional<UnderTestValidator.Output> diffSide(
      Site site, String attribute, UnderTestValidator.Resolved underTest) {
    AnnotationValue value = lookup.value(site.mirror(), attribute);
    String name = (String) value.getValue();
    for (UnderTestValidator.Output output : underTest.outputs()) {
      if (output.name().equals(name)) {
        return Optional.of(output);
      }
    }
    report.addError(
        ErrorTag.PipespecUnknownOutput,
        site.on()
            + " names the "
            + attribute
            + " output \""
            + name
            + "\", but the outputs of "
            + underTest.method().getSimpleName()
            + " are "
            + underTest.outputNames()
            + ". Use one of them.",
        site.method(),
        site.mirror(),
        value);
    return Optional.empty();
  }

  // ---------------------------------------------------------------- predicates

  /**
   * The predicate given by the attributes of {@code mirror} ({@code @ExpectAll},
   * {@code @ExpectNone} or {@code @Where}) over the elements of {@code output}.
   */
  private Optional<PredicateModel> predicate(
      Site site, AnnotationMirror mirror, String annotation, UnderTestValidator.Output output) {
    TypeMirror elementType = output.elementType();
    List<PredicateModel.Clause> clauses = new ArrayList<>();
    boolean valid = true;
    boolean any = false;
    Optional<AnnotationValue> by = lookup.explicitValue(mirror, "by");
    if (by.isPresent()) {
      any = true;
      Optional<PredicateModel.By> method = byMethod(site, mirror, annotation, by.get(), output);
      method.ifPresent(clauses::add);
      valid &= method.isPresent();
    }
    boolean comparableChecked = false;
    for (String attribute : COMPARISONS) {
      Optional<AnnotationValue> value = lookup.explicitValue(mirror, attribute);
      if (value.isEmpty()) {
        continue;
      }
      any = true;
      if (!comparableChecked) {
        comparableChecked = true;
        if (!isComparable(elementType)) {
          report.addError(
              ErrorTag.PipespecPredicateNotComparable,
              annotation
                  + " on "
                  + site.methodName()
                  + " compares elements with "
                  + attribute
                  + " by natural ordering, as Beam's Filter does, but "
                  + TypeDisplay.of(elementType)
                  + " (the elements of output \""
                  + output.name()
                  + "\") is not Comparable. Use by = \"...\" with a static boolean method of the"
                  + " test class, or make "
                  + TypeDisplay.of(elementType)
                  + " implement Comparable.",
              site.method(),
              mirror,
              value.get());
          return Optional.empty();
        }
        if (literals.whyUnsupported(elementType, harnessPackage(site)).isPresent()) {
          Site at = new Site(site.owner(), site.method(), mirror, annotation, site.declaring());
          supported(at, elementType, output, value.get());
          return Optional.empty();
        }
      }
      Site at = new Site(site.owner(), site.method(), mirror, annotation, site.declaring());
      Optional<Literal> literal = literal(at, value.get(), elementType);
      literal.ifPresent(code -> clauses.add(new PredicateModel.Comparison(attribute, code)));
      valid &= literal.isPresent();
    }
    if (!any) {
      report.addError(
          ErrorTag.PipespecPredicateMissing,
          annotation
              + " on "
              + site.methodName()
              + " gives no predicate. Add one of by = \"methodName\", equal, greaterThan,"
              + " greaterThanEq, lessThan or lessThanEq = \"literal\".",
          site.method(),
          mirror);
      return Optional.empty();
    }
    return valid
        ? Optional.of(new PredicateModel(JavaTypes.of(elementType), clauses))
        : Optional.empty();
  }

  /** Whether {@code type} is {@code Comparable} to itself, as Beam's Filter comparisons need. */
  private boolean isComparable(TypeMirror type) {
    Optional<DeclaredType> comparable = facts.findSupertype(type, "java.lang.Comparable");
    if (comparable.isEmpty() || comparable.get().getTypeArguments().size() != 1) {
      return false;
    }
    TypeMirror argument = comparable.get().getTypeArguments().get(0);
    return argument.getKind() == TypeKind.DECLARED && facts.types().isAssignable(type, argument);
  }

  private Optional<PredicateModel.By> byMethod(
      Site site,
      AnnotationMirror mirror,
      String annotation,
      AnnotationValue by,
      UnderTestValidator.Output output) {
    String name = ((String) by.getValue()).strip();
    TypeMirror elementType = output.elementType();
    String on = annotation + " on " + site.methodName();
    for (TypeElement type : ownerChain(site.owner())) {
      List<ExecutableElement> candidates =
          ElementFilter.methodsIn(type.getEnclosedElements()).stream()
              .filter(method -> method.getSimpleName().contentEquals(name))
              .toList();
      if (candidates.isEmpty()) {
        continue;
      }
      if (candidates.size() > 1) {
        predicateMethodError(
            site,
            mirror,
            by,
            on
                + " names the predicate "
                + name
                + ", but "
                + type.getSimpleName()
                + " has "
                + candidates.size()
                + " methods of that name. Rename the others.");
        return Optional.empty();
      }
      ExecutableElement method = candidates.get(0);
      String what = type.getSimpleName() + "." + name;
      String problem = null;
      TypeKind returns = method.getReturnType().getKind();
      if (!method.getModifiers().contains(Modifier.STATIC)) {
        problem = what + ", which is not static. Make it static";
      } else if (method.getModifiers().contains(Modifier.PRIVATE)) {
        problem =
            what
                + ", which is private, so the generated harness cannot call it. Make it"
                + " package-private";
      } else if (method.getParameters().size() != 1) {
        problem =
            what
                + ", which takes "
                + method.getParameters().size()
                + " parameters. Give it exactly one, an element: "
                + TypeDisplay.of(elementType);
      } else if (returns != TypeKind.BOOLEAN
          && !facts.isClass(method.getReturnType(), "java.lang.Boolean")) {
        problem =
            what
                + ", which returns "
                + TypeDisplay.of(method.getReturnType())
                + ". Make it return boolean";
      } else if (!facts.types().isAssignable(elementType, method.getParameters().get(0).asType())) {
        problem =
            what
                + ", which takes "
                + TypeDisplay.of(method.getParameters().get(0).asType())
                + ", but the elements of output \""
                + output.name()
                + "\" are "
                + TypeDisplay.of(elementType)
                + ". Make its parameter "
                + TypeDisplay.of(elementType);
      } else if (method.getThrownTypes().stream().anyMatch(facts::isChecked)) {
        problem =
            what
                + ", which declares a checked exception. Catch it inside, or throw an unchecked"
                + " one";
      }
      if (problem != null) {
        predicateMethodError(site, mirror, by, on + " names the predicate " + problem + ".");
        return Optional.empty();
      }
      return Optional.of(new PredicateModel.By(JavaTypes.classRef(type), name));
    }
    report.addError(
        ErrorTag.PipespecPredicateMethodMissing,
        on
            + " names the predicate \""
            + name
            + "\", but "
            + noneOf(site.owner())
            + " method of that name. Add static boolean "
            + name
            + "("
            + TypeDisplay.of(elementType)
            + " element), or fix the name.",
        site.method(),
        mirror,
        by);
    return Optional.empty();
  }

  private void predicateMethodError(
      Site site, AnnotationMirror mirror, AnnotationValue by, String message) {
    report.addError(ErrorTag.PipespecPredicateMethod, message, site.method(), mirror, by);
  }
}
