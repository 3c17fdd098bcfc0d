"""Searching for cards with the same name as a named object, the text part (201.2, 701.23a). Data only: the
description gets `same_name_as`, which the compiler's search (compiler/verbs.search) puts on the SearchLibrary."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported


def _named(x: Any) -> Any:
    """One named object ('that card', 'that creature', 'target creature'), not a description to choose from."""
    if type(x).__module__.startswith("lithoform.compiler"):
        raise Unsupported("'with the same name as' a description rather than a named object")
    return x


class SameNameSearchRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def search_one_same_name(self, c: list) -> tuple:
        count, d, ref = c
        d.same_name_as = _named(ref)
        return (count, False, d)

    def search_up_to_same_name(self, c: list) -> tuple:
        count, d, ref = c
        d.same_name_as = _named(ref)
        return (count, True, d)

    def search_any_number_same_name(self, c: list) -> tuple:
        """'any number of cards with the same name as that card' (Secret Salvage): as many as the library holds."""
        d, ref = c
        d.same_name_as = _named(ref)
        return (-1, True, d)


TRANSFORMER = SameNameSearchRules
