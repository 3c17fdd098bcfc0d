"""`lithoform.env.encoding` is `lithoform.play.env.encoding`, the very module (not a copy: one set of caches and classes)."""

import sys

from lithoform.play.env import encoding as _module

sys.modules[__name__] = _module  # (the import system hands on what sys.modules holds once this module has run)
