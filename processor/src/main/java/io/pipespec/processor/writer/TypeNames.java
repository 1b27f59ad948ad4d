package io.pipespec.processor.writer;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.names.PipespecNames;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Every class that generated code names, as JavaPoet names, in one place (as Dagger's {@code
 * XTypeNames}): the runtime's (all in one package), Beam's, Joda's and the JDK's. No other file of
 * the processor makes a {@code ClassName} of them; the user's own classes come from the model
 * ({@link #of(ClassRef)}).
 */
@API(status = API.Status.INTERNAL)
public final class TypeNames {

  /**
   * The one package of the runtime that generated code calls (with {@code io.pipespec} and the
   * harness's {@code io.pipespec.function}); {@code GeneratedImportsTest} holds suites to it.
   */
  private static final String SUITE = "io.pipespec.runtime.suite";

  // The runtime: what a suite builds.
  static final ClassName PIPESPEC_SUITE = ClassName.get(SUITE, "PipespecSuite");
  static final ClassName SCENARIO_SPEC = ClassName.get(SUITE, "ScenarioSpec");
  static final ClassName EXPECTATION_SPEC = ClassName.get(SUITE, "ExpectationSpec");
  static final ClassName EXPECTATION_TARGET = EXPECTATION_SPEC.nestedClass("Target");
  static final ClassName INPUT_SPEC = ClassName.get(SUITE, "InputSpec");
  static final ClassName LITERAL_FILE = ClassName.get(SUITE, "LiteralFile");
  static final ClassName INPUTS = ClassName.get(SUITE, "Inputs");
  static final ClassName OUTPUTS = ClassName.get(SUITE, "Outputs");
  static final ClassName TIMELINE_STEPS = ClassName.get(SUITE, "TimelineSteps");
  static final ClassName FUNCTION_TIMELINE = ClassName.get(SUITE, "FunctionTimeline");
  static final ClassName STATEFUL_FUNCTION_HARNESS =
      ClassName.get(PipespecNames.FUNCTION_PACKAGE, "StatefulFunctionHarness");
  static final ClassName SCOPES = ClassName.get(SUITE, "Scopes");
  static final ClassName TIMING = ClassName.bestGuess(PipespecNames.TIMING);
  static final ClassName PREDICATES = ClassName.get(SUITE, "Predicates");
  static final ClassName FUNCTION_EXPECTATIONS = ClassName.get(SUITE, "FunctionExpectations");

  // Beam and Joda.
  static final ClassName PIPELINE = ClassName.bestGuess(PipespecNames.PIPELINE);
  static final ClassName PIPELINE_OPTIONS = ClassName.bestGuess(PipespecNames.PIPELINE_OPTIONS);
  static final ClassName KV = ClassName.bestGuess(PipespecNames.KV);
  static final ClassName TYPE_DESCRIPTOR =
      ClassName.get("org.apache.beam.sdk.values", "TypeDescriptor");
  static final ClassName INTERVAL_WINDOW =
      ClassName.get("org.apache.beam.sdk.transforms.windowing", "IntervalWindow");
  static final ClassName JODA_DURATION = ClassName.get("org.joda.time", "Duration");
  static final ClassName JODA_INSTANT = ClassName.get("org.joda.time", "Instant");

  // The JDK.
  static final ClassName LIST = ClassName.get(List.class);
  static final ClassName SET = ClassName.get("java.util", "Set");
  static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  static final ClassName CLASS = ClassName.get(Class.class);
  static final ClassName FLOAT = ClassName.get(Float.class);
  static final ClassName DOUBLE = ClassName.get(Double.class);
  static final ClassName GENERATED = ClassName.bestGuess(PipespecNames.GENERATED);

  private TypeNames() {}

  /** The runtime class that {@code type} stands for in a model's runtime call. */
  static ClassName of(RuntimeCall.RuntimeClass type) {
    return switch (type) {
      case EXPECTATIONS -> ClassName.get(SUITE, "Expectations");
      case FUNCTION_EXPECTATIONS -> FUNCTION_EXPECTATIONS;
      case METRIC_EXPECTATIONS -> ClassName.get(SUITE, "MetricExpectations");
      case SHAPE_EXPECTATIONS -> ClassName.get(SUITE, "ShapeExpectations");
      case EFFECT_EXPECTATIONS -> ClassName.get(SUITE, "EffectExpectations");
      case COMMITTED -> ClassName.get("io.pipespec", "Committed");
    };
  }

  /** The JavaPoet name of {@code type}. */
  public static ClassName of(ClassRef type) {
    List<String> names = type.simpleNames();
    return ClassName.get(
        type.packageName(), names.get(0), names.subList(1, names.size()).toArray(String[]::new));
  }

  /** The JavaPoet name of {@code type}, with its type arguments. */
  public static TypeName of(JavaType type) {
    if (type instanceof JavaType.Declared declared) {
      return declared(declared);
    }
    if (type instanceof JavaType.Primitive primitive) {
      return primitive(primitive.keyword());
    }
    if (type instanceof JavaType.Array array) {
      return ArrayTypeName.of(of(array.component()));
    }
    if (type instanceof JavaType.Variable variable) {
      return TypeVariableName.get(variable.name());
    }
    JavaType.Wildcard wildcard = (JavaType.Wildcard) type;
    return wildcard.superBound().isPresent()
        ? WildcardTypeName.supertypeOf(of(wildcard.superBound().get()))
        : WildcardTypeName.subtypeOf(
            wildcard.extendsBound().map(TypeNames::of).orElse(ClassName.OBJECT));
  }

  private static TypeName declared(JavaType.Declared declared) {
    ClassName raw = of(declared.type());
    List<TypeName> arguments = declared.arguments().stream().map(TypeNames::of).toList();
    if (declared.enclosing().isPresent()) {
      ParameterizedTypeName enclosing =
          (ParameterizedTypeName) declared(declared.enclosing().get());
      return enclosing.nestedClass(raw.simpleName(), arguments);
    }
    if (arguments.isEmpty()) {
      return raw;
    }
    return ParameterizedTypeName.get(raw, arguments.toArray(TypeName[]::new));
  }

  private static TypeName primitive(String keyword) {
    return switch (keyword) {
      case "boolean" -> TypeName.BOOLEAN;
      case "byte" -> TypeName.BYTE;
      case "short" -> TypeName.SHORT;
      case "int" -> TypeName.INT;
      case "long" -> TypeName.LONG;
      case "char" -> TypeName.CHAR;
      case "float" -> TypeName.FLOAT;
      case "double" -> TypeName.DOUBLE;
      default -> throw new IllegalArgumentException("Not a primitive type: " + keyword);
    };
  }
}
