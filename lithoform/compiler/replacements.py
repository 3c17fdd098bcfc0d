"""Transformer rules for replacement and prevention effects (614.1a, 614.11, 615): static abilities that
modify counters, draws, damage and entering the battlefield, a state trigger on counters (603.8), and the
'this turn' replacement and prevention effects of resolving spells and abilities."""

from __future__ import annotations

from dataclasses import dataclass

from lithoform.cards.tree import (
    CountersOnThisAtLeast,
    DrawInstead,
    ExtraCounters,
    Filter,
    FromYourGraveyard,
    LoseGame,
    PreventDamage,
    PreventDamageThisTurn,
    PreventSomeDamage,
    ReplaceDiesThisTurn,
    ReplaceEntering,
    ScaleDamage,
    Trigger,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, text

_FACTORS = {"double": 2, "triple": 3}


@dataclass(frozen=True)
class SourceOf:
    """'If a [description] would ...': the description, read as a damage source or as the objects a
    replacement effect watches (614.1a)."""

    desc: Desc


def source_filter(source: Filter | SourceOf) -> Filter:
    """A damage source (609.7) as a Filter: 'a source ...' already is one; 'a [description]' must be a
    permanent's (a Filter doesn't check zones)."""
    if not isinstance(source, SourceOf):
        return source
    d = source.desc
    if d.noun in ("spell", "card", "ability") or d.zone != "battlefield":
        raise Unsupported("a damage source that is a spell or card")
    try:
        return d.filter()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def would_desc(subject: Filter | SourceOf) -> Desc:
    """'If a [description] would ...' as the description it is ('a source' is none)."""
    if not isinstance(subject, SourceOf):
        raise Unsupported("'if a source would ...' of a replacement that watches objects")
    return subject.desc


class ReplacementRules:
    """Rules of replacement and prevention lines; mixed into `OracleTransformer` (transform.py)."""

    # --- static abilities ----------------------------------------------------------------------------------

    def st_extra_counters(self, c: list) -> ExtraCounters:
        """'If one or more +1/+1 counters would be put on a creature you control, that many plus one (twice that
        many) +1/+1 counters are put on it (that creature) instead.'"""
        kind, _, d, (new_kind, plus, times) = c
        if new_kind != kind:
            raise Unsupported("counters of another kind put instead")
        if d.controller != "you":
            raise Unsupported("a counter replacement for permanents you don't control")
        return ExtraCounters(kind, d.filter(), plus=plus, times=times)

    def ci_plus(self, c: list) -> tuple[str, int, int]:
        return c[1], int(c[0]), 1

    def ci_twice(self, c: list) -> tuple[str, int, int]:
        return c[0], 0, 2

    def ci_minus_one(self, c: list) -> tuple[str, int, int]:
        return c[0], -1, 1

    def counter_target(self, c: list) -> None:
        if c and self._words(c[0]) != ("creature",):
            raise Unsupported("counters put on something other than 'it' or 'that creature'")
        return None

    def st_draw_instead(self, c: list) -> DrawInstead:
        """614.11: 'If you would draw a card [except the first one you draw in each of your draw steps], draw
        two cards instead.'"""
        words = [x for x in c if not isinstance(x, bool | int)]
        if self._words(words[0]) != ("card",) or self._words(words[-1]) != ("cards",):
            raise Unsupported("a draw replacement of something other than cards")
        count = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return DrawInstead(count, except_first_in_draw_step=any(x is True for x in c))

    def draw_except(self, c: list) -> bool:
        return True

    def st_scale_damage(self, c: list) -> ScaleDamage:
        """614.1a: 'If a source [you control] would deal damage to a permanent or player, it deals double
        (triple) that damage to that permanent or player instead.'"""
        source = source_filter(c[0])
        self._permanent_or_player(c)
        factor = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return ScaleDamage(factor, source)

    def st_damage_plus(self, c: list) -> ScaleDamage:
        """614.1a: 'If another red source you control would deal damage to a permanent or player, it deals that
        much damage plus 1 to that permanent or player instead.' (Jaya, Venerated Firemage)"""
        source = source_filter(c[0])
        self._permanent_or_player(c)
        return ScaleDamage(1, source, plus=int(c[-2]))

    def st_damage_plus_opponents(self, c: list) -> ScaleDamage:
        """614.1a: 'If a red source you control would deal damage to an opponent or a permanent an opponent
        controls, it deals that much damage plus 2 instead.' (Torbran, Thane of Red Fell)"""
        source = source_filter(c[0])
        d: Desc = c[1]
        if d.types or d.subtypes or d.colors or d.noun != "permanent" or d.controller != "opponent":
            raise Unsupported("damage increased for some permanents only")
        return ScaleDamage(1, source, plus=int(c[2]), opponents=True)

    def _permanent_or_player(self, c: list) -> None:
        descs = [x for x in c[1:] if str(x).startswith("§")]
        if any(self._words(d) != ("permanent",) for d in descs):
            raise Unsupported("damage scaled for some recipients only")

    def st_prevent_some_damage(self, c: list) -> PreventSomeDamage:
        """615.1a, 615.7: 'If a source would deal damage to you, prevent 1 of that damage.' (Urza's Armor)"""
        source = source_filter(c[0])
        combat = any(x is True for x in c[1:-2])
        to = c[-2]
        if set(to) - {"to_you", "affected", "attached"}:
            raise Unsupported("damage prevented for opponents or players")
        return PreventSomeDamage(int(c[-1]), source, combat_only=combat, **to)

    def dmg_to_you(self, c: list) -> dict:
        return {"to_you": True}

    def dmg_to_desc(self, c: list) -> dict:
        d: Desc = c[0]
        try:
            return {"affected": d.permanents()}
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def dmg_to_you_or_desc(self, c: list) -> dict:
        """'to you or a permanent you control' (Valkmira, Protector's Shield): the player and the permanents."""
        return {"to_you": True, **self.dmg_to_desc(c)}

    def dmg_to_opponent(self, c: list) -> dict:
        return {"to_opponents": True}

    def dmg_to_player(self, c: list) -> dict:
        return {"to_players": True}

    def dmg_to_enchanted_player(self, c: list) -> dict:
        if str(c[0]) != "enchanted" or "Curse" not in self.face_subtypes and "Aura" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported("'enchanted player' on a card that isn't an Aura")
        return {"attached": True, "to_players": True}

    def scaled_again(self, c: list) -> str:
        return "again"

    def st_scale_damage_to(self, c: list) -> ScaleDamage:
        """614.1a: 'If a source would deal damage to you (an opponent, enchanted player), it deals double that
        damage to you (that player) instead.' (Goldnight Castigator, Fiendish Duo, Curse of Bloodletting)"""
        source = source_filter(c[0])
        combat = any(x is True for x in c[1:])
        to = next(x for x in c if isinstance(x, dict))
        if set(to) - {"to_you", "to_opponents", "to_players", "attached"} or "affected" in to:
            raise Unsupported("damage scaled for some permanents")
        factor = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return ScaleDamage(factor, source, combat_only=combat, to_you=to.get("to_you", False),
                           to_opponents=to.get("to_opponents", False), to_players=to.get("to_players", False),
                           attached=to.get("attached", False))

    def st_damage_plus_to(self, c: list) -> ScaleDamage:
        """614.1a: 'If a red source would deal damage to a player (to you, an opponent), it deals that much damage
        plus 1 to that player instead.' (Tok-Tok, Volcano Born)"""
        source = source_filter(c[0])
        combat = any(x is True for x in c[1:])
        to = next(x for x in c if isinstance(x, dict))
        if set(to) - {"to_you", "to_opponents", "to_players", "attached"} or "affected" in to:
            raise Unsupported("damage increased for some permanents")
        plus = int(next(x for x in c if str(x).isdigit()))
        return ScaleDamage(1, source, plus=plus, combat_only=combat, to_you=to.get("to_you", False),
                           to_opponents=to.get("to_opponents", False), to_players=to.get("to_players", False),
                           attached=to.get("attached", False))

    def dmg_to_attached(self, c: list) -> dict:
        if self._words(c[1]) != ("creature",):
            raise Unsupported("damage prevented to an attached permanent other than a creature")
        return {"attached": True}

    def dmg_source_any(self, c: list) -> Filter:
        """'a source [you control | an opponent controls]' (609.7): any object, by its controller."""
        return self._damage_source_filter([], c)

    def dmg_source_desc(self, c: list) -> Filter:
        """'a green source', 'another red source you control', 'an artifact'."""
        words = [x for x in c if str(x).startswith("§")]
        return self._damage_source_filter(list(self._words(words[0])), [x for x in c if not str(x).startswith("§")])

    def dmg_source_of(self, c: list) -> SourceOf:
        """'an artifact', 'a creature you control' (609.7: the object that deals the damage). Kept as its
        description: the replacements of objects that would die or go to a graveyard share these opening
        words ('If a creature an opponent controls would die', mechanics/exile_instead) and read the
        description itself; a damage rule reads it as a Filter (`source_filter`)."""
        return SourceOf(c[0])

    def _damage_source_filter(self, words: list[str], suffixes: list) -> Filter:
        names = [s.name for s in suffixes if getattr(s, "value", 0) is None]
        if len(names) != len(suffixes):
            raise Unsupported("a damage source described by more than its controller")
        if not words:
            controller = {"you_control": "you", "opponent_controls": "opponent"}
            if any(n not in controller for n in names) or len(names) > 1:
                raise Unsupported("a damage source described by more than its controller")
            return Filter(controller=controller[names[0]]) if names else Filter()
        try:
            d = describe(words, names)
            if d.noun in ("spell", "card", "ability") or d.zone != "battlefield":
                raise Unsupported("a damage source that is a spell or card")  # (a Filter doesn't check zones)
            f = d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return f

    def damage_factor(self, c: list) -> int:
        return _FACTORS[text(c[0])]

    def st_exile_uncast(self, c: list) -> ReplaceEntering:
        """614.1a, 614.12: 'If a nontoken creature would enter and it wasn't cast, exile it instead.' (the
        description is read by the rule of damage sources, which shares its opening words)"""
        return ReplaceEntering(would_desc(c[0]).filter())

    def st_prevent_to_you_counter(self, c: list) -> PreventDamage:
        """615.1a, 615.5: 'If a source would deal damage to you, prevent that damage and put an incarnation
        counter on ~.'"""
        if c[0] != Filter() or c[1] != {"to_you": True}:  # ('a source': a Filter, not a description)
            raise Unsupported("a prevention with a counter for some sources or recipients only")
        if c[2] != 1:
            raise Unsupported("several counters put as damage is prevented")
        return PreventDamage(to_you=True, counter=c[3])

    def counter_desc(self, c: list) -> str:
        """A counter's kind (122.1), whether or not the chunker read the word as a description."""
        tok = c[0]
        words = self._words(tok) if str(tok).startswith("§") else (text(tok),)
        if len(words) != 1:
            raise Unsupported("a counter kind of several words")
        return words[0]

    # --- a state trigger (603.8) ---------------------------------------------------------------------------

    def trig_state_counters(self, c: list) -> Trigger:
        """603.8: 'When there are nine or more incarnation counters on ~'."""
        count, kind = c[-2], c[-1]
        return Trigger("state", this=True, state=CountersOnThisAtLeast(kind, int(count)))

    # --- effects of resolving spells and abilities --------------------------------------------------------------

    def dies_exile_sentence(self, c: list) -> list:
        """'If that creature would die this turn, exile it instead' (614.1a): a replacement effect for the
        turn, on the object named before."""
        that = self.obj_that([c[0]])  # type: ignore[attr-defined]
        return [ReplaceDiesThisTurn(that)]

    def prevent_all_this_turn(self, c: list) -> VP:
        """615.1a: 'prevent all (combat) damage that would be dealt this turn to Dogs you control'."""
        combat = c[0] is True
        d: Desc = c[-1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("damage prevented for something other than permanents")
        effect = PreventDamageThisTurn(d.filter(), combat_only=combat)
        return VP(lambda who: effect, "you")

    def prevent_all_damage_this_turn(self, c: list) -> VP:
        """615.1a: 'Prevent all combat damage that would be dealt this turn.' (Fog): all of it."""
        effect = PreventDamageThisTurn(None, combat_only=bool(c and c[0] is True))
        return VP(lambda who: effect, "you")

    def combat_word(self, c: list) -> bool:
        return True

    def cond_from_your_graveyard(self, c: list) -> FromYourGraveyard:
        """'if it entered from your graveyard or you cast it from your graveyard' (of this object)."""
        return FromYourGraveyard()

    def lose_game(self, c: list) -> VP:
        """104.3e: '[player] loses the game'."""
        return VP(lambda who: LoseGame(who), "player", "lose_game")
