package com.example;

import io.pipespec.*;

@PipelineTest
interface NotAClass {}
