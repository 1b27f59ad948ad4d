package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Misuses of the assertion vocabulary (includes, count, singleton, map, all / none, hash, sum,
 * diff, predicates, {@code @Where} and {@code from} suppliers): each line of {@code
 * bad/com/example/vocabulary/BadVocabulary.java} holds one, named by its method, and each must be
 * reported with its tagged message on that line. The fixture is compiled once.
 */
class VocabularyErrorTest {

  private static final JavaFileObject BAD =
      JavaFileObjects.forResource("bad/com/example/vocabulary/BadVocabulary.java");
  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation = javac().withProcessors(new PipespecProcessor()).compile(BAD);
  }

  static Stream<Arguments> errors() {
    return Stream.of(
        // Predicates: by
        error(
            "allWithoutPredicate",
            "[PipespecPredicateMissing] @ExpectAll on allWithoutPredicate gives no predicate. Add one of by = \"methodName\", equal, greaterThan"),
        error(
            "missingPredicateMethod",
            "[PipespecPredicateMethodMissing] @ExpectNone on missingPredicateMethod names the predicate \"noSuchMethod\", but Strings has no method of that name. Add static boolean noSuchMethod(String element), or fix the name."),
        error(
            "predicateNotStatic",
            "[PipespecPredicateMethod] @ExpectAll on predicateNotStatic names the predicate Strings.instancePredicate, which is not static. Make it static."),
        error(
            "predicateReturnsInt",
            "[PipespecPredicateMethod] @ExpectAll on predicateReturnsInt names the predicate Strings.returnsInt, which returns int. Make it return boolean."),
        error(
            "predicateWrongParameter",
            "[PipespecPredicateMethod] @ExpectAll on predicateWrongParameter names the predicate Strings.takesInteger, which takes Integer, but the elements of output \"words\" are String. Make its parameter String."),
        error(
            "predicateTwoParameters",
            "[PipespecPredicateMethod] @ExpectAll on predicateTwoParameters names the predicate Strings.takesTwo, which takes 2 parameters. Give it exactly one, an element: String."),
        error(
            "predicatePrivate",
            "[PipespecPredicateMethod] @ExpectAll on predicatePrivate names the predicate Strings.hiddenPredicate, which is private"),
        error(
            "predicateThrowsChecked",
            "[PipespecPredicateMethod] @ExpectAll on predicateThrowsChecked names the predicate Strings.throwsChecked, which declares a checked exception."),
        error(
            "predicateOverloaded",
            "[PipespecPredicateMethod] @ExpectAll on predicateOverloaded names the predicate overloadedPredicate, but Strings has 2 methods of that name. Rename the others."),
        error(
            "wherePredicateWrongType",
            "[PipespecPredicateMethod] @Where on wherePredicateWrongType names the predicate Integers.isLongWord, which takes String, but the elements of output \"numbers\" are Integer. Make its parameter Integer."),
        // Predicates: comparisons
        error(
            "comparisonOnKv",
            "[PipespecPredicateNotComparable] @ExpectAll on comparisonOnKv compares elements with greaterThan by natural ordering, as Beam's Filter does, but KV<String, Long> (the elements of output \"counts\") is not Comparable. Use by = \"...\""),
        error(
            "whereOnKv",
            "[PipespecPredicateNotComparable] @Where on whereOnKv compares elements with equal by natural ordering"),
        error(
            "comparisonBadLiteral",
            "[PipespecBadLiteral] `x` is not a valid Integer: write a whole number"),
        error("whereBadLiteral", "[PipespecBadLiteral] `big` is not a valid Integer"),
        error(
            "comparisonOutOfRange",
            "[PipespecBadLiteral] `99999999999` is not a valid Integer: it is out of range"),
        error(
            "whereWithoutPredicate",
            "[PipespecPredicateMissing] @Where on whereWithoutPredicate gives no predicate."),
        error(
            "whereWithoutExpectation",
            "[PipespecWhereWithoutExpectation] @Where on whereWithoutExpectation narrows the elements of an expectation, but whereWithoutExpectation has no expectation annotation, so it is ignored. Add one beside it"),
        // Sum, hash, map: the output's type
        error(
            "sumOfStrings",
            "[PipespecSumNotNumeric] @ExpectSum on sumOfStrings sums the elements of output \"words\", but they are String, not numbers. Sum an output of Byte, Short, Integer, Long, BigInteger or BigDecimal"),
        error(
            "sumOfDoubles",
            "[PipespecSumNotNumeric] @ExpectSum on sumOfDoubles sums the elements of output \"prices\", but they are Double, whose sum depends on the order of additions"),
        error(
            "sumNotWhole",
            "[PipespecBadSum] @ExpectSum on sumNotWhole expects the sum \"1.5\", which is not a whole number. Write it in digits, such as \"42\""),
        error(
            "sumNegativeSize",
            "[PipespecNegativeSize] @ExpectSum on sumNegativeSize expects -1 elements. Give a number of elements, 0 or more."),
        error(
            "hashOfIntegers",
            "[PipespecHashNotString] @ExpectHash on hashOfIntegers hashes String elements, as Beam Go's passert.Hash does, but the elements of output \"numbers\" are Integer."),
        error(
            "hashMalformed",
            "[PipespecBadHash] @ExpectHash on hashMalformed gives the hash \"not-a-hash\", which is not a base64-encoded MD5"),
        error(
            "hashNegativeSize",
            "[PipespecNegativeSize] @ExpectHash on hashNegativeSize expects -2 elements."),
        error(
            "mapOfStrings",
            "[PipespecMapNotKv] @ExpectMap on mapOfStrings expects a map, but the elements of output \"words\" are String, not KV<K, V>."),
        error(
            "mapOfIntegers",
            "[PipespecMapNotKv] @ExpectMap on mapOfIntegers expects a map, but the elements of output \"numbers\" are Integer"),
        error(
            "mapEntryWithoutEquals",
            "[PipespecBadLiteral] `a` is not a valid KV<String, Long>: it has no '=' between key and value"),
        error(
            "mapWrittenInBraces",
            "[PipespecBadLiteral] `{blue=3, red=4}` is not a valid KV<String, Long>: it is written"
                + " as a map in braces, but each literal is one key=value entry; write the entries"
                + " as literals of their own, without braces: \"blue=3\", \"red=4\""),
        error(
            "mapWithoutEntries",
            "[PipespecNoExpectedValues] @ExpectMap on mapWithoutEntries gives no expected element. List them, such as @ExpectMap({\"a=1\", \"b=2\"})"),
        error(
            "mapSupplierWrongType",
            "[PipespecSupplierType] @ExpectMap on mapSupplierWrongType reads its expected elements from Kvs.wrongMap, of type Map<String, String>, but the elements of output \"counts\" are KV<String, Long>. Make it an Iterable<KV<String, Long>> such as List<KV<String, Long>> or a Map<String, Long>."),
        error(
            "mapDuplicateKey",
            "[PipespecDuplicateMapKey] @ExpectMap on mapDuplicateKey gives the key of \"a=3\" twice: \"a=1\" has it too. A map has one value per key; remove one of them."),
        error(
            "mapDuplicateQuotedKey",
            "[PipespecDuplicateMapKey] @ExpectMap on mapDuplicateQuotedKey gives the key of \"b=2\" twice: \"'b'=1\" has it too."),
        // Count, singleton, includes
        error(
            "countNegative",
            "[PipespecNegativeSize] @ExpectCount on countNegative expects -1 elements."),
        error(
            "singletonWithoutValue",
            "[PipespecNoExpectedValues] @ExpectSingleton on singletonWithoutValue gives no value. Give the element with value = \"...\""),
        error(
            "singletonValueAndNotEqual",
            "[PipespecConflictingValues] @ExpectSingleton on singletonValueAndNotEqual gives both value and notEqualTo, which contradict each other. Keep one of them."),
        error("singletonBadLiteral", "[PipespecBadLiteral] `1.5` is not a valid Integer"),
        error(
            "singletonBadKv",
            "[PipespecBadLiteral] `x` in `a=x` is not a valid Long (the value of KV<String, Long>)"),
        error(
            "singletonUnsupportedType",
            "[PipespecUnsupportedLiteralType] @ExpectSingleton on singletonUnsupportedType cannot write literals of Map<String, Integer> (for output \"maps\")"),
        error(
            "includesNothing",
            "[PipespecNoExpectedValues] @ExpectIncludes on includesNothing gives no expected element."),
        error(
            "includesValueAndFrom",
            "[PipespecConflictingValues] @ExpectIncludes on includesValueAndFrom gives both value and from"),
        error("includesBadLiteral", "[PipespecBadLiteral] `abc` is not a valid Integer"),
        error(
            "includesUnsupportedType",
            "[PipespecUnsupportedLiteralType] @ExpectIncludes on includesUnsupportedType cannot write literals of Map<String, Integer>"),
        error(
            "includesWithParameter",
            "[PipespecExpectationParameters] @ExpectIncludes method includesWithParameter takes parameters. Remove them"),
        error(
            "countAndAll",
            "[PipespecTwoExpectations] Method countAndAll has two expectation annotations, @ExpectCount and @ExpectAll."),
        error(
            "countWithoutOutput",
            "[PipespecOutputRequired] @ExpectCount on countWithoutOutput does not say which output it checks"),
        // Values from code
        error(
            "containsValueAndFrom",
            "[PipespecConflictingValues] @ExpectContains on containsValueAndFrom gives both value and from"),
        error(
            "supplierMissing",
            "[PipespecSupplierMissing] @ExpectContains on supplierMissing reads its expected values from \"noSuchSupplier\", but Strings has no method or field of that name."),
        error(
            "supplierFieldCalledAsMethod",
            "[PipespecSupplierMissing] @ExpectContains on supplierFieldCalledAsMethod reads its expected values from \"wordField()\", but Strings has no method of that name, only a field. Write from = \"wordField\" for the field."),
        error(
            "supplierWithParameter",
            "[PipespecSupplierMember] @ExpectContains on supplierWithParameter reads its expected values from Strings.needsArgument(), which takes parameters; remove them."),
        error(
            "supplierNotStatic",
            "[PipespecSupplierMember] @ExpectContains on supplierNotStatic reads its expected values from Strings.instanceSupplier(), which is not static; make it static."),
        error(
            "supplierPrivate",
            "[PipespecSupplierMember] @ExpectContains on supplierPrivate reads its expected values from Strings.hiddenSupplier, which is private"),
        error(
            "supplierVoid",
            "[PipespecSupplierMember] @ExpectContains on supplierVoid reads its expected values from Strings.voidSupplier(), which returns nothing"),
        error(
            "supplierWrongElementType",
            "[PipespecSupplierType] @ExpectContains on supplierWrongElementType reads its expected elements from Strings.integers, of type List<Integer>, but the elements of output \"words\" are String. Make it an Iterable<String> such as List<String>."),
        error(
            "supplierNotIterable",
            "[PipespecSupplierType] @ExpectIncludes on supplierNotIterable reads its expected elements from Strings.oneWord, of type String, which is not an Iterable of the elements of output \"words\"."),
        error(
            "singletonSupplierWrongType",
            "[PipespecSupplierType] @ExpectSingleton on singletonSupplierWrongType reads its expected element from Strings.oneInteger, of type Integer, but the elements of output \"words\" are String. Make it a String."),
        // Diff
        error(
            "diffOfDifferentTypes",
            "[PipespecDiffTypes] @ExpectDiff on diffOfDifferentTypes compares output \"words\" of String with output \"numbers\" of Integer; their elements can never be equal."),
        error(
            "diffUnknownLeft",
            "[PipespecUnknownOutput] @ExpectDiff on diffUnknownLeft names the left output \"nope\", but the outputs of split are [words, numbers, others]."),
        error(
            "diffUnknownRight",
            "[PipespecUnknownOutput] @ExpectDiff on diffUnknownRight names the right output \"nope\""),
        error(
            "diffWithItself",
            "[PipespecDiffSameOutput] @ExpectDiff on diffWithItself compares output \"words\" with itself."),
        error("diffBadLiteral", "[PipespecBadLiteral] `x` is not a valid Integer"));
  }

  private static Arguments error(String method, String message) {
    return Arguments.of(method, message);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String method, String message) {
    assertThat(compilation)
        .hadErrorContaining(message)
        .inFile(BAD)
        .onLineContaining(" " + method + "(");
  }

  /**
   * Exactly one error per misuse, and nothing else: a suite generated for a class with errors, or
   * one that did not compile, would add javac's own errors to the count.
   */
  @Test
  void reportsEachMisuseOnceAndGeneratesNoBrokenCode() {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount((int) errors().count());
  }
}
