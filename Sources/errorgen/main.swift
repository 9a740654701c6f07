import ErrorgenCore

ErrorgenCommand.main(compiler: DefaultCompiler.shared)
