"""Soul Foundry: every official ruling, checked in a game.

Oracle text: Imprint — When Soul Foundry enters the battlefield, you may exile a creature card from your
hand. / {X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card."""

from __future__ import annotations

from support import board, cast, controlled, lands, life, log_since, names, pass_both, registering

from lithoform import Game
from lithoform.cards.tree import (
    CardDef,
    CardFace,
    Filter,
    GainLife,
    Kicked,
    SpellAbility,
    Trigger,
    TriggeredAbility,
)

_KNIGHT_TEXT = "When Foundry Test Kicker Knight enters the battlefield, if it was kicked, you gain 5 life."
KICKER_KNIGHT = CardDef("Foundry Test Kicker Knight", (CardFace(
    "Foundry Test Kicker Knight", ("Creature",), "{1}{W}", subtypes=("Human", "Knight"), power="2",
    toughness="2", keywords=("Kicker",),
    text="Kicker {2} (You may pay an additional {2} as you cast this spell.)\n" + _KNIGHT_TEXT,
    abilities=(TriggeredAbility(Trigger("enters", this=True), GainLife(5), condition=Kicked(), text=_KNIGHT_TEXT),),
    spell=SpellAbility(kicker="{2}"),
),))

_WATCHER_TEXT = "Whenever you cast a creature spell, you gain 1 life."
CAST_WATCHER = CardDef("Foundry Test Cast Watcher", (CardFace(
    "Foundry Test Cast Watcher", ("Enchantment",), "{1}{G}", text=_WATCHER_TEXT,
    abilities=(TriggeredAbility(Trigger("cast", filter=Filter(types=("Creature",), controller="you")),
                                GainLife(1), text=_WATCHER_TEXT),),
),))

_cards = registering(KICKER_KNIGHT, CAST_WATCHER)


def _foundry(imprint: str | None, *, battlefield: list | None = None, library: list | None = None) -> Game:
    """Soul Foundry cast with nine Islands; as its imprint trigger resolves, `imprint` is exiled from the
    hand (or nothing, when None)."""
    p1: dict = {"battlefield": [lands("Island", 9), *(battlefield or [])],
                "hand": ["Soul Foundry", *([imprint] if imprint else [])]}
    if library is not None:
        p1["library"] = library
    game = board(p1)
    cast(game, "Soul Foundry")
    pass_both(game)
    pass_both(game)  # the imprint trigger resolves
    assert game.pending.kind == "choose", game.pending
    game.apply(f"choose {game.find(imprint, zone='hand')}" if imprint else "choose")
    assert game.pending.kind == "priority" and not game.state.stack
    return game


def _activate_foundry(game: Game) -> list[str]:
    """Activates Soul Foundry, recording each kind of decision asked until it is on the stack; pays."""
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    kinds = []
    while game.pending.kind != "priority":
        kinds.append(game.pending.kind)
        if game.pending.kind != "pay":
            break
        game.apply("autopay")
    return kinds


def _token(game: Game, name: str) -> int:
    (token,) = [o for o in controlled(game, name) if game.state.objects[o].token]
    return token


def test_no_optional_costs_such_as_kicker_are_paid_for_the_imprinted_card() -> None:
    """Ruling: "You do not get a chance to pay any optional costs, such as Kicker, on the imprinted card."
    """
    game = _foundry("Foundry Test Kicker Knight")
    assert _activate_foundry(game) == ["pay"]  # no 'additional' (kicker) decision
    pass_both(game)
    token = _token(game, "Foundry Test Kicker Knight")
    assert not game.state.objects[token].kicked
    assert not game.state.stack and not game.state.waiting  # 'if it was kicked' is false: no trigger
    assert life(game, 0) == 20


def test_the_test_knight_gains_life_when_cast_kicked() -> None:
    """Control for the ruling above: cast with its kicker paid, Foundry Test Kicker Knight's 'if it was
    kicked' trigger does gain 5 life, so the token's not gaining it shows the kicker was not paid."""
    game = board({"battlefield": [lands("Plains", 4)], "hand": ["Foundry Test Kicker Knight"]})
    cast(game, "Foundry Test Kicker Knight", kicker=True)
    pass_both(game)
    pass_both(game)
    assert life(game, 0) == 25


def test_the_token_is_put_onto_the_battlefield_not_cast() -> None:
    """Ruling: "Soul Foundry puts a token copy of the imprinted card onto the battlefield. The token is put
    onto the battlefield, not cast."

    Elvish Visionary is imprinted: the token's enters ability triggers (it entered the battlefield), but a
    'whenever you cast a creature spell' ability doesn't, and no spell is put on the stack."""
    game = _foundry("Elvish Visionary", battlefield=["Foundry Test Cast Watcher"], library=["Forest", "Forest"])
    start = len(game.log(verbose=True))
    _activate_foundry(game)
    pass_both(game)
    token = _token(game, "Elvish Visionary")
    assert game.state.objects[token].zone == "battlefield"
    assert [game.state.objects[s].source_name for s in game.state.stack] == ["Elvish Visionary"]
    pass_both(game)
    assert names(game, "hand") == ["Forest"]  # the enters trigger drew a card
    assert life(game, 0) == 20  # no cast trigger
    assert not [line for line in log_since(game, start) if " casts " in line]


def test_the_token_is_an_exact_copy_except_that_it_is_a_token() -> None:
    """Ruling: "The token is an exact copy in every way, except that it's a token, not a card."
    """
    game = _foundry("Serra Angel")
    card = game.find("Serra Angel", zone="exile")
    _activate_foundry(game)
    pass_both(game)
    token = _token(game, "Serra Angel")
    t, c = game.chars(token), game.chars(card)
    for field in ("name", "types", "subtypes", "supertypes", "colors", "mana_value", "power", "toughness",
                  "keywords", "abilities"):
        assert getattr(t, field) == getattr(c, field), field
    assert game.state.objects[token].token and not game.state.objects[card].token
    assert game.state.objects[card].zone == "exile"  # the card itself stays imprinted


def test_the_token_has_the_mana_cost_and_mana_value_of_the_card() -> None:
    """Ruling: "Most creature tokens have no mana cost and a converted mana cost of 0, but a creature token
    put onto the battlefield by Soul Foundry has the same mana cost and converted mana cost as the card it
    copies."
    """
    game = _foundry("Serra Angel")
    _activate_foundry(game)
    pass_both(game)
    token = _token(game, "Serra Angel")
    assert game.state.objects[token].printed.mana_cost == "{3}{W}{W}"
    assert game.chars(token).mana_value == 5


def test_imprint_may_exile_only_a_creature_card_and_may_exile_none() -> None:
    """Oracle: "you may exile a creature card from your hand": noncreature cards can't be chosen, and
    choosing none exiles nothing."""
    game = board({"battlefield": [lands("Island", 4)],
                  "hand": ["Soul Foundry", "Serra Angel", "Lightning Bolt", "Mountain"]})
    cast(game, "Soul Foundry")
    pass_both(game)
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.min == 0 and p.options == (game.find("Serra Angel"),)
    game.apply("choose")
    assert not game.zone("exile")
    assert names(game, "hand") == ["Lightning Bolt", "Mountain", "Serra Angel"]


def test_x_is_the_mana_value_of_the_exiled_card() -> None:
    """Oracle: "{X}, {T}: ... X is the mana value of that card.": the cost is {5} for Serra Angel, chosen by
    no one, and Soul Foundry taps."""
    game = _foundry("Serra Angel")
    untapped = [o for o in controlled(game, "Island") if not game.state.objects[o].tapped]
    assert len(untapped) == 5  # four paid for Soul Foundry itself
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {5}"
    game.apply("autopay")
    assert game.state.objects[game.find("Soul Foundry")].tapped
    assert all(game.state.objects[o].tapped for o in untapped)
