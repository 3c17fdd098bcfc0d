"""'As ~ enters, choose a color / a creature type / an opponent / a player' (614.12), the text part: the
transformer rules of the ability and of the description suffix 'of the chosen color/type' (607.2d). Data
only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.descriptions import CARD_TYPES
from lithoform.compiler.values import VP, Suffix, Unsupported
from lithoform.mechanics.enters_choice.nodes import KINDS, AsEntersChoose, ChooseNow, ProtectionFromChosen

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i


def _words(c: list) -> str:
    return " ".join(str(t) for t in c)


# 201.3: 'Choose an artifact card name.' (Dispossess): the name of a card of that type
NAMES_OF_A_TYPE = tuple(f"{t} card name" for t in ("artifact", "creature", "enchantment", "instant", "sorcery",
                                                     "planeswalker", "land"))


class EntersChoiceRules:
    """Transformer rules of 'as ~ enters, choose ...'; mixed into `OracleTransformer` (compiler/transform.py)."""

    def choice_kind(self, c: list) -> str:
        return _words(c)

    def chosen_quality(self, c: list) -> str:
        return "color" if _words(c) == "color" else "type"  # 'the chosen type' is the chosen creature type

    def st_as_enters_choose(self, c: list) -> AsEntersChoose:
        """'As ~ enters, choose a creature type.' (614.12: a choice made as it enters)."""
        kind = next(x for x in c if isinstance(x, str) and not hasattr(x, "type"))
        return AsEntersChoose(kind)

    def st_as_enters_choose_color_except(self, c: list) -> AsEntersChoose:
        """'As ~ enters, choose a color other than red.' (Thriving Bluff; 105.1, 614.12)"""
        words = tuple(self._words(c[-1]))  # type: ignore[attr-defined]
        letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(" ".join(words))
        if letter is None:
            raise Unsupported(f"'choose a color other than {' '.join(words)}'")
        return AsEntersChoose("color", other_than=letter)

    def st_as_enters_choose_words(self, c: list) -> AsEntersChoose:
        """'As ~ enters, choose a creature type / a basic land type / a land type / a card type.' (205.3)"""
        words = " ".join(self._words(c[0])) + " type"  # type: ignore[attr-defined]
        if words not in KINDS:
            raise Unsupported(f"'as ~ enters, choose a {words}'")
        return AsEntersChoose(words)

    def sfx_chosen_words(self, c: list) -> Suffix:
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words != "creature":
            raise Unsupported(f"'of the chosen {words} type'")
        return Suffix("chosen", "type")

    def st_as_enters_choose_name(self, c: list) -> AsEntersChoose:
        """'As ~ enters, choose a card name' / 'a nonland card name' (201.3: the name of a card)."""
        words = " ".join(self._words(c[0])) + " name"  # type: ignore[attr-defined]
        if words not in KINDS:
            raise Unsupported(f"'as ~ enters, choose a {words}'")
        return AsEntersChoose(words)

    def st_as_enters_choose_listed(self, c: list) -> AsEntersChoose:
        """'As ~ enters, choose artifact, creature, enchantment, instant, or sorcery.' (205.2a) / 'choose Island or
        Swamp.' (205.3i): one of the words listed, chosen as it enters (614.12)."""
        words = [w for w in self._words(c[0]) if w not in (",", "or")]  # type: ignore[attr-defined]
        if len(words) >= 2 and all(w in CARD_TYPES for w in words):
            return AsEntersChoose("card type", options=tuple(CARD_TYPES[w] for w in words))
        lands = tuple(w.capitalize() for w in words)
        if len(words) >= 2 and all(w in BASIC_LAND_TYPES for w in lands):
            return AsEntersChoose("basic land type", options=lands)
        raise Unsupported(f"'as ~ enters, choose {' '.join(self._words(c[0]))}'")  # type: ignore[attr-defined]

    def choose_color_now(self, c: list) -> VP:
        """'Choose a color.' (608.2d): made as the spell or ability resolves."""
        return VP(lambda who: ChooseNow("color"), "you", "choose")

    def choose_type_now(self, c: list) -> VP:
        """'Choose a creature type.' / 'Choose a basic land type.' (608.2d; 205.3m, 205.3i)"""
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words not in ("creature", "basic land"):
            raise Unsupported(f"'choose a {words} type'")
        kind = f"{words} type"
        self.scope.chosen = kind  # type: ignore[attr-defined]  # what 'that type' means later (607.2d)
        return VP(lambda who: ChooseNow(kind), "you", "choose")

    def choose_type_now_except(self, c: list) -> VP:
        """'Choose a creature type other than Wall.' (Standardize; 205.3m)."""
        if tuple(self._words(c[0])) != ("creature",):  # type: ignore[attr-defined]
            raise Unsupported("'choose a ... type other than ...' other than a creature type")
        words = self._words(c[1])  # type: ignore[attr-defined]
        excluded = words[0].capitalize() if len(words) == 1 else ""
        if not excluded:
            raise Unsupported(f"'a creature type other than {' '.join(words)}'")
        self.scope.chosen = "creature type"  # type: ignore[attr-defined]
        return VP(lambda who: ChooseNow("creature type", other_than=excluded), "you", "choose")

    def choose_name_now(self, c: list) -> VP:
        """'Choose a card name.' / 'Choose a nonland card name.' (201.3, 608.2d): made as it resolves."""
        kind = " ".join(self._words(c[0])) + " name"  # type: ignore[attr-defined]
        if kind not in ("card name", "nonland card name", *NAMES_OF_A_TYPE):
            raise Unsupported(f"'choose a {kind}'")
        return VP(lambda who: ChooseNow(kind), "you", "choose")

    def choose_name_now_except(self, c: list) -> VP:
        """'Choose a card name other than a basic land card name.' (Necromentia; 201.3, 205.4c): any card name
        but those of the basic land cards."""
        kind = " ".join(self._words(c[0])) + " name"  # type: ignore[attr-defined]
        excluded = " ".join(self._words(c[1]))  # type: ignore[attr-defined]
        if kind != "card name" or excluded != "basic land card":
            raise Unsupported(f"'choose a {kind} other than a {excluded} name'")
        return VP(lambda who: ChooseNow(kind, other_than="basic land"), "you", "choose")

    def choose_parity_now(self, c: list) -> VP:
        """'Choose odd or even.' (608.2d): made as it resolves, read by 'with mana value of the chosen quality'."""
        return VP(lambda who: ChooseNow("parity", ("odd", "even")), "you", "choose")

    def sfx_chosen_parity(self, c: list) -> Suffix:
        """'with mana value of the chosen quality' (202.3, 607.2d): odd or even, as the source chose."""
        return Suffix("chosen", "parity")

    def sfx_chosen_name(self, c: list) -> Suffix:
        """'with that name', 'with the chosen name' (201.2, 607.2d): the name the source chose."""
        return Suffix("chosen", "name")

    def choose_card_type_now(self, c: list) -> VP:
        """'Choose creature or land.' (608.2d): one of the card types listed (205.2a), chosen as it resolves."""
        words = [w for w in self._words(c[0]) if w not in (",", "or")]  # type: ignore[attr-defined]
        if len(words) < 2 or any(w not in CARD_TYPES for w in words):
            raise Unsupported(f"'choose {' '.join(self._words(c[0]))}'")  # type: ignore[attr-defined]
        return VP(lambda who: ChooseNow("card type", tuple(CARD_TYPES[w] for w in words)), "you", "choose")

    def gain_protection_from_chosen(self, c: list) -> VP:
        return VP(lambda what: ProtectionFromChosen(what), "object", "gain")

    def gain_hexproof_from_chosen(self, c: list) -> VP:
        """702.11d, 607.2d: 'gains hexproof from that color until end of turn' (the color chosen just before)."""
        return VP(lambda what: ProtectionFromChosen(what, grant="hexproof"), "object", "gain")

    def sfx_chosen(self, c: list) -> Suffix:
        """'of the chosen color', 'of the chosen type': a quality read from the choice of the source (607.2d)."""
        return Suffix("chosen", c[-1])

    def sfx_chosen_number(self, c: list) -> Suffix:
        """'with mana value equal to the chosen number' (Sanctum Prelate; 202.3, 607.2d)."""
        return Suffix("chosen", "number")


TRANSFORMER = EntersChoiceRules
