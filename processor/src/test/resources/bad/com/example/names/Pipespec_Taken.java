package com.example.names;

/** A class of the user's that happens to have the name of Taken's suite. */
class Pipespec_Taken {}
