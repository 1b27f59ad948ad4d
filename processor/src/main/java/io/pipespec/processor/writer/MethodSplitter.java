package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;
import org.jspecify.annotations.Nullable;

/**
 * Keeps the code of one suite within what javac and the JVM allow, whatever the size of the test: a
 * method holds at most 64 KB of bytecode, a class at most 65535 constants, and javac's stack
 * overflows on a deep chain of calls. Tests reach those limits with a few thousand literals in one
 * expectation, a timeline of a thousand steps, or a thousand expectations in a scenario.
 *
 * <p>So every long run of code is written as statements (never one chained expression), and a run
 * that is not small goes into helper methods of a bounded size, which sit in nested classes of a
 * bounded size ({@code Part1}, {@code Part2}, ...), each with its own constant pool. Sizes are
 * counted in <em>weights</em>: about one per literal value, constant or call, each worth at most a
 * dozen bytes of bytecode and three constants.
 *
 * <p>Small tests are written as before: every run within its budget stays where it is used.
 */
final class MethodSplitter {

  /**
   * Code and its weight: one statement (or a comment line) with its semicolon and line break, or
   * one element of a list.
   */
  record Piece(CodeBlock code, int weight) {

    /** The statement {@code code;}. */
    static Piece statement(CodeBlock code, int weight) {
      return new Piece(CodeBlock.builder().addStatement("$L", code).build(), weight);
    }
  }

  /** The weight a run may have and stay where it is used. */
  static final int INLINE_WEIGHT = 1_500;

  /** The weight of the elements a list may have and stay an {@code Arrays.asList(...)}. */
  static final int INLINE_LIST_WEIGHT = 300;

  /** The weight of one helper method: about 24 KB of bytecode at most. */
  static final int METHOD_WEIGHT = 2_000;

  /** The weight of one nested class: about 48,000 constants at most. */
  static final int CLASS_WEIGHT = 16_000;

  /** The weight the suite class itself may hold. */
  static final int SUITE_WEIGHT = 16_000;

  private final ClassName suite;
  private final Set<String> suiteMethodNames;
  private final List<MethodSpec> suiteMethods = new ArrayList<>();
  private final List<TypeSpec> parts = new ArrayList<>();
  private TypeSpec.@Nullable Builder part;
  private int partWeight;
  private int partMethods;
  private int suiteWeight;

  /**
   * @param suite the suite class
   * @param takenNames the names of the suite's own methods, which helpers must not take
   */
  MethodSplitter(ClassName suite, Set<String> takenNames) {
    this.suite = suite;
    this.suiteMethodNames = new HashSet<>(takenNames);
  }

  /** The total weight of {@code pieces}. */
  static int weight(List<Piece> pieces) {
    return pieces.stream().mapToInt(Piece::weight).sum();
  }

  /**
   * {@code statements}, each a statement that uses the local {@code receiver} of type {@code
   * receiverType}, in order: as they are when their run is small, else as calls of helper methods
   * that each run a part of them on {@code receiver}.
   */
  CodeBlock statements(TypeName receiverType, String receiver, List<Piece> statements) {
    int total = weight(statements);
    if (total <= INLINE_WEIGHT && suiteWeight + total <= SUITE_WEIGHT) {
      suiteWeight += total;
      CodeBlock.Builder code = CodeBlock.builder();
      statements.forEach(statement -> code.add(statement.code()));
      return code.build();
    }
    return partCalls(receiverType, receiver, statements);
  }

  /**
   * A {@code List<elementType>} of {@code elements}, in order: {@code Arrays.<T>asList(...)} when
   * they are few, else a call of a suite method that builds the list in parts.
   */
  CodeBlock list(TypeName elementType, List<Piece> elements) {
    int total = weight(elements);
    if (total <= INLINE_LIST_WEIGHT && suiteWeight + total <= SUITE_WEIGHT) {
      suiteWeight += total;
      return CodeBlock.of(
          "$T.<$T>asList($L)",
          TypeNames.ARRAYS,
          elementType,
          elements.stream().map(Piece::code).collect(CodeBlock.joining(", ")));
    }
    TypeName listType = ParameterizedTypeName.get(TypeNames.LIST, elementType);
    List<Piece> adds = new ArrayList<>();
    for (Piece element : elements) {
      adds.add(
          Piece.statement(CodeBlock.of("values.add($L)", element.code()), element.weight() + 1));
    }
    String name = suiteMethodName("values");
    suiteMethods.add(
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(listType)
            .addStatement(
                "$T values = new $T<>($L)", listType, TypeNames.ARRAY_LIST, elements.size())
            .addCode(partCalls(listType, "values", adds))
            .addStatement("return values")
            .build());
    return CodeBlock.of("$T.$N()", suite, name);
  }

  /**
   * A method of the suite itself, with a name of its own that starts with {@code base}, made by
   * {@code method} from that name; its body counts against the suite's weight.
   */
  String suiteMethod(String base, int weight, Function<String, MethodSpec> method) {
    String name = suiteMethodName(base);
    suiteWeight += weight;
    suiteMethods.add(method.apply(name));
    return name;
  }

  /** Adds the helper methods and classes to {@code suite}, after everything else was written. */
  void addTo(TypeSpec.Builder suiteClass) {
    finishPart();
    suiteClass.addMethods(suiteMethods);
    suiteClass.addTypes(parts);
  }

  /** Calls of helper methods that run {@code statements} on {@code receiver}, a part each. */
  private CodeBlock partCalls(TypeName receiverType, String receiver, List<Piece> statements) {
    CodeBlock.Builder calls = CodeBlock.builder();
    List<Piece> group = new ArrayList<>();
    int groupWeight = 0;
    for (Piece statement : statements) {
      if (!group.isEmpty() && groupWeight + statement.weight() > METHOD_WEIGHT) {
        calls.addStatement("$L", partMethod(receiverType, receiver, group, groupWeight));
        group = new ArrayList<>();
        groupWeight = 0;
      }
      group.add(statement);
      groupWeight += statement.weight();
    }
    if (!group.isEmpty()) {
      calls.addStatement("$L", partMethod(receiverType, receiver, group, groupWeight));
    }
    return calls.build();
  }

  /**
   * A helper method that runs {@code group} on its parameter; the call of it on {@code receiver}.
   */
  private CodeBlock partMethod(
      TypeName receiverType, String receiver, List<Piece> group, int groupWeight) {
    if (part == null || partWeight + groupWeight > CLASS_WEIGHT) {
      finishPart();
      part =
          TypeSpec.classBuilder("Part" + (parts.size() + 1))
              .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
      partWeight = 0;
      partMethods = 0;
    }
    partMethods++;
    String name = "part" + partMethods;
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.STATIC)
            .addParameter(receiverType, receiver);
    group.forEach(statement -> method.addCode(statement.code()));
    part.addMethod(method.build());
    partWeight += groupWeight;
    suiteWeight += 1;
    return CodeBlock.of(
        "$T.$N($N)", suite.nestedClass("Part" + (parts.size() + 1)), name, receiver);
  }

  private void finishPart() {
    if (part != null) {
      parts.add(part.build());
      part = null;
    }
  }

  private String suiteMethodName(String base) {
    String name = base;
    for (int i = 1; !suiteMethodNames.add(name); i++) {
      name = base + i;
    }
    return name;
  }
}
