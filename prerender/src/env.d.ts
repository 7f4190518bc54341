// The screens drawn here are the remotes' own, written for their bundler (style sheet imports and the like).
/// <reference types="@rsbuild/core/types" />
