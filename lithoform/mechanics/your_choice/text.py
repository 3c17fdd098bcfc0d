"""'... of your choice' in an instruction, the text part (608.2d). Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

import re
from typing import Any

from lithoform.cards.tree import AttachedTo, Each, Equipped, Target, This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.your_choice.nodes import BecomesChosen, BecomesColorsOfChoice

# 'the color of your choice', 'the §N type of your choice' (§N: the chunked word 'creature')
_CHOICE = re.compile(r"\bthe (color|§\d+ type) of your choice\b")
_EFFECT_START = re.compile(r"^(?:[^:\"]*: |(?:when|whenever|at) [^,]*, )")


def your_choice_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'[cost: | trigger, ]... the color of your choice ...' -> '[cost: | trigger, ]choose a color. ... the chosen
    color ...': the choice is made first as the effect resolves (608.2d); one choice per line."""
    found = _CHOICE.findall(text)
    if len(found) != 1 or " or colors of your choice" in text or "protection from the color of your choice" in text \
            or "or from the color of your choice" in text:
        return None  # (mechanics/protection reads 'gains protection from [...or from] the color of your choice')
    kind = found[0]
    m = _EFFECT_START.match(text)
    start = m.end() if m else 0
    body = text[start:]
    first, dot, rest = body.partition(". ")
    if rest.startswith("activate only"):  # '... until end of turn. Activate only during your turn.' (602.5)
        body = first + dot.rstrip()
    if body.startswith(("if ", "choose ", "you may ")) or ". " in body.rstrip("."):
        return None  # a condition or another choice first, or several sentences: not read this way
    chosen = "chosen color" if kind == "color" else f"chosen {kind}"
    body = _CHOICE.sub(f"the {chosen}", body).replace(f"of the the {chosen}", f"of the {chosen}")
    body = body.replace(f"of the {chosen}", f"of the {chosen}")
    return f"{text[:start]}choose a {kind}. {body}" + (f" {rest}" if rest.startswith("activate only") else "")


LINES = (your_choice_line,)


class YourChoiceRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _creature_word(self, tok: Any) -> str:
        """'the chosen creature type' / 'the chosen basic land type' (205.3m, 205.3i): the kind chosen."""
        words = tuple(self._words(tok))  # type: ignore[attr-defined]
        if words not in (("creature",), ("basic", "land")):
            raise Unsupported("'the chosen ... type' other than a creature type or a basic land type")
        return " ".join(words) + " type"

    def _that_type(self) -> str:
        """'that type' after 'Choose a basic land type.' (607.2d): the kind chosen earlier in the text."""
        kind = self.scope.chosen  # type: ignore[attr-defined]
        if kind not in ("creature type", "basic land type"):
            raise Unsupported("'becomes that type' without a type chosen before it")
        return kind

    def _permanent(self, what: Any) -> Any:
        """The effect changes permanents only (611.2c: the objects on the battlefield): a target spell or card
        ('target instant or sorcery spell', 'target card') is refused."""
        if isinstance(what, Target):
            spec = self.scope.targets[what.slot]  # type: ignore[attr-defined]
            if spec.kind in ("spell", "card", "ability", "any", "player", "opponent") or spec.zone != "battlefield":
                raise Unsupported("'becomes the ... of your choice' on something other than a permanent")
        elif not isinstance(what, (This, Each, AttachedTo, Equipped)):
            raise Unsupported("'becomes the ... of your choice' on this kind of object")
        return what

    def yc_becomes_chosen_color(self, c: list) -> VP:
        """'... becomes the color of your choice [until end of turn]' (105.3, 613.1e; 611.2a without it)."""
        until = "end_of_turn" if c else "permanent"
        return VP(lambda what: BecomesChosen(self._permanent(what), "color", until), "object", "becomes")

    def yc_becomes_chosen_type(self, c: list) -> VP:
        """'... becomes the creature type / basic land type of your choice [until end of turn]' (205.1a, 305.7)."""
        kind = self._creature_word(c[0])
        until = "end_of_turn" if len(c) > 1 else "permanent"
        return VP(lambda what: BecomesChosen(self._permanent(what), kind, until), "object", "becomes")

    def yc_becomes_chosen_type_too(self, c: list) -> VP:
        """'... becomes the creature type of your choice in addition to its other types until end of turn' (205.1b)."""
        kind = self._creature_word(c[0])
        return VP(lambda what: BecomesChosen(self._permanent(what), kind, "end_of_turn", True), "object",
                  "becomes")

    def yc_becomes_chosen_type_too_after(self, c: list) -> VP:
        """'Until end of turn, target land you control becomes the basic land type of your choice in addition to its
        other types.' (Navigator's Compass; 205.1b): the sentence's prefix gives the duration (sentences._finish)."""
        kind = self._creature_word(c[0])
        return VP(lambda what: BecomesChosen(self._permanent(what), kind, "permanent", True), "object", "becomes")

    def yc_becomes_that_type(self, c: list) -> VP:
        """'Choose a basic land type. Each land you control becomes that type until end of turn.' (305.7)"""
        kind = self._that_type()
        until = "end_of_turn" if c else "permanent"
        return VP(lambda what: BecomesChosen(self._permanent(what), kind, until), "object", "becomes")

    def yc_becomes_colors_of_choice(self, c: list) -> VP:
        """'Target creature becomes the color or colors of your choice until end of turn.' (105.3, 608.2d)"""
        until = "end_of_turn" if c else "permanent"
        return VP(lambda what: BecomesColorsOfChoice(self._permanent(what), until), "object", "becomes")

    def yc_self_becomes_chosen_color(self, c: list) -> list:
        """'~ becomes the color of your choice until end of turn.' (Rainbow Crow)"""
        return [BecomesChosen(This(), "color", "end_of_turn" if c else "permanent")]

    def yc_self_becomes_chosen_type(self, c: list) -> list:
        """'~ becomes the creature type of your choice until end of turn.' (Mistform Dreamer)"""
        kind = self._creature_word(c[0])
        return [BecomesChosen(This(), kind, "end_of_turn" if len(c) > 1 else "permanent")]


TRANSFORMER = YourChoiceRules
