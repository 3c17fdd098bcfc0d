"""Transformer rules for the seed cards' templates that no other template covered (effects.lark, the block
'the seed cards' templates'): keeping unspent mana (Leyline Tyrant, an exception to 106.4), triggering an
additional time (Panharmonicon, 603.2d), paying any amount of mana with a reflexive trigger (603.12), and
Imprint's exile from the hand with the linked ability that copies the exiled card and whose X is its mana
value (Soul Foundry: 607.2a, 107.3c); Sanctum of All's additional triggers of other Shrines (603.2d) and
its search of the library and/or graveyard (701.23a); Keral Keep Disciples' trigger on activating a
loyalty ability (606)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    Created,
    CreateTokenCopy,
    ExileFromHand,
    ExtraEnterTriggers,
    ExtraTriggers,
    Filter,
    KeepManaType,
    Linked,
    LinkedManaValue,
    PayAnyAmount,
    SearchLibraryAndGraveyard,
    Target,
    Trigger,
    TriggeredAbility,
    You,
)
from lithoform.cards.trigger_events import ACTIVATE_LOYALTY
from lithoform.compiler.descriptions import COLORS, Desc, DescriptionError, describe
from lithoform.compiler.values import VP, Unnamed, Unsupported, mana, replace, sequence

_ONE_COLOR = {"{W}": "W", "{U}": "U", "{B}": "B", "{R}": "R", "{G}": "G"}


class SeedRules:
    """Rules of the seed cards' templates; mixed into `OracleTransformer` (transform.py)."""

    linked: bool
    scope: Any

    def _describe(self, tok: Any) -> Desc:
        try:
            return describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    # --- static abilities ---------------------------------------------------------------------------------

    def st_keep_mana(self, c: list) -> KeepManaType:
        """'You don't lose unspent red mana as steps and phases end': an exception to 106.4 (turn.py)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in COLORS:
            raise Unsupported(f"keeping unspent {' '.join(words)} mana")
        return KeepManaType((COLORS[words[0]],))

    def st_extra_enter_triggers(self, c: list) -> ExtraEnterTriggers:
        """603.2d: 'If an artifact or creature entering the battlefield causes a triggered ability of a
        permanent you control to trigger, that ability triggers an additional time.' (triggers.py)"""
        entering, ability, owner, that = c
        self._only(ability, "triggered ability")  # type: ignore[attr-defined]
        self._only(that, "ability")  # type: ignore[attr-defined]
        if owner.filter() != Filter(controller="you") or owner.noun != "permanent":
            raise Unsupported("an additional trigger of abilities of something other than permanents you control")
        d = self._describe(entering)
        if d.plural or d.noun in ("spell", "card", "ability"):
            raise Unsupported("an additional trigger when something other than a permanent enters")
        try:
            return ExtraEnterTriggers(d.permanents())
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    # --- paying any amount of mana; reflexive triggers (603.12) ------------------------------------------

    def when_you_do(self, c: list) -> None:
        """'When you do,': the words after it are a reflexive triggered ability (603.12) with targets of
        its own; 'that much' in it is the amount paid (carried as its X, like an event's amount)."""
        if self.scope.targets or isinstance(self.scope.last, Target):
            raise Unsupported("a reflexive trigger after targets or an amount of the ability that creates it")
        # the trigger event's own amount ('that many': the combat damage dealt) isn't the reflexive ability's:
        # after such an event, 'that much' in it is refused; otherwise it is the amount paid
        self.scope.event_amount = not self.scope.event_amount

    def pay_any_amount_sentence(self, c: list) -> list:
        """'You may pay any amount of {R}. When you do, [effect].' (603.12): the payment on resolution, then
        the reflexive ability, with the amount paid as its X (effects.py)."""
        mana_type = _ONE_COLOR.get(mana(c[0]))
        if mana_type is None:
            raise Unsupported(f"paying any amount of {mana(c[0])}")
        return [PayAnyAmount(mana_type, self._reflexive(c[-1]))]

    def _reflexive(self, tree: Any) -> TriggeredAbility:
        """The words after 'When you do,' (603.12): a reflexive ability whose targets are its own, chosen when
        it is put on the stack, not the resolving ability's; used by every 'pay ... When you do' template."""
        effects = self._finish(tree)  # type: ignore[attr-defined]
        if "MovedThisWay(" in repr(effects) or "MovedCardValue(" in repr(effects):
            # 'you may sacrifice another creature. When you do, ~ deals damage equal to that creature's power':
            # the reflexive ability resolves on its own (603.12), after the sacrifice it reads
            raise Unsupported("a reflexive ability reading what the ability that created it sacrificed")
        targets = tuple(self.scope.targets)
        self.scope.targets.clear()
        self.scope.event_amount = False
        return TriggeredAbility(Trigger("reflexive"), sequence(effects), targets)

    # --- Imprint and its linked ability (607.2a) ------------------------------------------------------------

    def exile_from_your_hand(self, c: list) -> VP:
        """'exile a creature card from your hand' (Imprint): the card is chosen as the ability resolves and
        linked to the source (607.2a); 'you may' lets the choice be none (sentences.may_clause)."""
        n, words = c
        if n != 1:
            raise Unsupported("exiling a number of cards from your hand")
        d = self._describe(words)
        if d.noun != "card" or d.plural:
            raise Unsupported("exiling something other than a card from your hand")
        f = d.filter()
        self.scope.last = Linked()
        effect = ExileFromHand(You(), None if f == Filter() else f, reveal=False)
        return VP(lambda who: effect, "you")

    def create_copy_linked(self, c: list) -> VP:
        """'Create a token that's a copy of the exiled card' (707.2): the card the linked ability exiled."""
        n, token, card = c
        self._only(token, "token")  # type: ignore[attr-defined]
        self._only(card, "card")  # type: ignore[attr-defined]
        if n != 1 or not self.linked:
            raise Unsupported("a copy of an exiled card no ability of this card exiles")
        self._exiled_named = True
        self.scope.last = Created()
        return VP(lambda who: CreateTokenCopy(Linked()), "you")

    def linked_that(self, c: list) -> Linked:
        """'that card' after 'the exiled card': the linked card (607.2a)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        if not getattr(self, "_exiled_named", False):
            raise Unsupported("'that card' before the exiled card is named")
        return Linked()

    def linked_exiled(self, c: list) -> Linked:
        """'the exiled card': the card the linked ability of this card exiled (607.2a)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        if not self.linked:
            raise Unsupported("'the exiled card' on a card that exiles none")
        return Linked()

    def x_is_sentence(self, c: list) -> list:
        """'X is the mana value of that card.' (107.3c): X is defined by the text, not chosen; the compiler
        puts it in the activation cost (compiler._activated)."""
        self.scope.x_is = LinkedManaValue(c[0].key)
        return []

    # --- Sanctum of All -------------------------------------------------------------------------------------

    def st_extra_triggers(self, c: list) -> ExtraTriggers:
        """603.2d: 'If an ability of another Shrine you control triggers while you control six or more
        Shrines, that ability triggers an additional time.' (additional_triggers.py)"""
        ability, source, condition, that = c
        self._only(ability, "ability")  # type: ignore[attr-defined]
        self._only(that, "ability")  # type: ignore[attr-defined]
        if source.controller != "you" or source.plural:
            raise Unsupported("an additional trigger of abilities of permanents you don't control")
        try:
            return ExtraTriggers(source.permanents(), condition)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def search_library_graveyard_battlefield(self, c: list) -> VP:
        """'search your library and/or graveyard for a Shrine card and put it onto the battlefield'."""
        d = self._describe(c[0])
        if d.noun != "card" or d.plural:
            raise Unsupported("searching for something other than a card")
        f = d.filter()
        self.scope.last = Unnamed("the card found")
        return VP(lambda who: SearchLibraryAndGraveyard(None if f == Filter() else f), "you")

    # --- Keral Keep Disciples ------------------------------------------------------------------------------

    def trig_activate_loyalty(self, c: list) -> Trigger:
        """'Whenever you activate a loyalty ability of a Chandra planeswalker' (606.2; triggers.py): the
        filter describes the ability's source, a permanent you control (606.3: only its controller may)."""
        self._only(c[0], "ability")  # type: ignore[attr-defined]
        d = self._describe(c[1])
        if d.plural or d.noun in ("spell", "card", "ability") or d.controller not in (None, "you"):
            raise Unsupported("a loyalty ability of something other than a permanent you control")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return Trigger(ACTIVATE_LOYALTY, filter=replace(f, controller="you"))
