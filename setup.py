"""The optional compiled solver core; everything else is in pyproject.toml.

Without a C compiler (or Python's headers) the build goes on without it and the
pure-Python solver runs instead (binokel_desktop.ai.solver.BACKEND says which).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "binokel_desktop.ai._solver_core",
            ["csrc/solver_core.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
