"""'[Permanents] your opponents control enter tapped', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.others_enter_tapped.nodes import OthersEnterTapped


class OthersEnterTappedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_others_enter_tapped(self, c: list) -> OthersEnterTapped:
        """614.1c: 'Creatures your opponents control enter tapped.': a plural description of permanents
        (who controls them is the entering permanent's controller, 614.12)."""
        d = c[0]
        if not d.plural:
            raise Unsupported("'enter tapped' after a description of one object")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return OthersEnterTapped(f)


TRANSFORMER = OthersEnterTappedRules
