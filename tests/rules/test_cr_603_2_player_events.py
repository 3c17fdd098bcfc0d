"""CR 603.2 with player events: 'whenever you draw a card' triggers once for each card drawn (121.1,
121.2), 'whenever you draw your second card each turn' only for that card, and 'whenever you gain life'
once per life-gain event (119.10), never for gaining 0 life."""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack

from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    Cost,
    GainLife,
    LoseLife,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)

TEST_CARDS: list[CardDef] = []

_GAINER = "Whenever you gain life, each opponent loses 1 life."
TEST_CARDS.append(CardDef("Test Life Siphon", (CardFace(
    "Test Life Siphon", ("Enchantment",), "{B}", text=_GAINER,
    abilities=(TriggeredAbility(Trigger("gain_life"), LoseLife(1, Target(0)),
                                (TargetSpec("player", min=1, max=1),), text=_GAINER),),
),)))
TEST_CARDS.append(CardDef("Test Life Font", (CardFace(
    "Test Life Font", ("Artifact",), "{0}", text="{0}: You gain 2 life. {0}: You gain 0 life.",
    abilities=(ActivatedAbility(Cost(), GainLife(2), text="{0}: You gain 2 life."),
               ActivatedAbility(Cost(), GainLife(0), text="{0}: You gain 0 life.")),
),)))


def _counters(game, name: str) -> int:
    return game.state.objects[game.find(name)].counter("+1/+1")


def test_121_2_each_card_drawn_triggers_lorescale_coatl():
    """Lorescale Coatl: 'Whenever you draw a card, put a +1/+1 counter on Lorescale Coatl.' Drawing two
    cards is two events (121.2): it triggers twice."""
    game = board({"battlefield": ["Lorescale Coatl", "Island", "Island", "Island"], "hand": ["Divination"],
                  "library": ["Forest", "Forest", "Forest"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    resolve_stack(game)
    assert _counters(game, "Lorescale Coatl") == 2


def test_603_2_an_opponents_draw_does_not_trigger_you_draw():
    """'Whenever you draw a card' is only its controller's draws."""
    game = board({"battlefield": ["Island", "Island", "Island"], "hand": ["Divination"], "library": ["Forest"] * 3},
                 {"battlefield": ["Lorescale Coatl"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    resolve_stack(game)
    assert _counters(game, "Lorescale Coatl") == 0


def test_121_2_mystic_skyfish_triggers_on_the_second_card_only():
    """Mystic Skyfish: 'Whenever you draw your second card each turn, Mystic Skyfish gains flying until end
    of turn.' Its ruling: it triggers only once each turn."""
    game = board({"battlefield": ["Mystic Skyfish", "Island", "Island", "Island"], "hand": ["Divination"],
                  "library": ["Forest", "Forest", "Forest"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    triggered = [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == "Mystic Skyfish"]
    assert len(triggered) == 1
    resolve_stack(game)
    from lithoform.rules.continuous.characteristics import chars
    assert "flying" in chars(game.state, game.find("Mystic Skyfish")).keywords


def test_119_10_gaining_life_triggers_whenever_you_gain_life():
    """119.10: each life-gain event triggers 'whenever you gain life' once."""
    game = board({"battlefield": ["Test Life Siphon", "Test Life Font"]})
    activate(game, game.find("Test Life Font"), 1)
    pass_both(game)
    assert game.pending.kind == "target"
    game.apply("target P2")
    resolve_stack(game)
    assert game.state.players[1].life == 19
    assert game.state.players[0].life == 22


def test_119_10_gaining_0_life_is_not_a_life_gain_event():
    """119.10: 'A player who gains 0 life ... doesn't trigger "whenever you gain life".'"""
    game = board({"battlefield": ["Test Life Siphon", "Test Life Font"]})
    activate(game, game.find("Test Life Font"), 2)
    pass_both(game)
    assert not game.state.stack and not game.state.waiting
    assert game.state.players[1].life == 20
