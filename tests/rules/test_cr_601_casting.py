"""CR 601: casting spells. The card moves to the stack first (601.2a), then the caster announces modes,
additional costs and X (601.2b), targets (601.2c) and any division (601.2d), the total cost is locked in
(601.2f), mana abilities are activated and the cost is paid (601.2g-h), and the spell becomes cast
(601.2i). An announcement that is abandoned or can't be completed is reversed (601.2, 733)."""

from __future__ import annotations

from support import board, events_since, kinds, life, mark, pass_both

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import (
    CardDef,
    CardFace,
    DealDamage,
    DrawCards,
    Filter,
    GainLife,
    Mode,
    SpellAbility,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Charm", (CardFace(
    "Test Charm", ("Instant",), "{R}",
    text="Choose one —\n• Test Charm deals 2 damage to any target.\n• Draw a card.",
    spell=SpellAbility(modes=(
        Mode(DealDamage(2, Target(0)), targets=(TargetSpec("any"),),
             text="Test Charm deals 2 damage to any target."),
        Mode(DrawCards(1), text="Draw a card."),
    )),
),)))

TEST_CARDS.append(CardDef("Test Rite Watcher", (CardFace(
    "Test Rite Watcher", ("Artifact",), "{2}",
    text="Whenever a creature leaves the battlefield, you gain 1 life.",
    abilities=(TriggeredAbility(Trigger("leaves", filter=Filter(types=("Creature",))), GainLife(1),
                                text="Whenever a creature leaves the battlefield, you gain 1 life."),),
),)))

TEST_CARDS.append(CardDef("Test Forked Bolt", (CardFace(
    "Test Forked Bolt", ("Sorcery",), "{R}",
    text="Test Forked Bolt deals 2 damage divided as you choose among one or two targets.",
    spell=SpellAbility(DealDamage(2, Target(0), divided=True), targets=(TargetSpec("any", min=1, max=2),)),
),)))


def decisions(game, *answers: str) -> list[str]:
    """Applies `answers` one by one and returns the kind of each decision met before each answer."""
    seen = []
    for answer in answers:
        seen.append(game.pending.kind)
        game.apply(answer)
    return seen


# --- 601.2a: to the stack first ------------------------------------------------------------------------


def test_601_2a_the_card_moves_to_the_stack_first():
    """601.2a: 'a player first moves that card ... to the stack. It becomes the topmost object on the stack
    ... and that player becomes its controller.' It is a new object (400.7) while targets are chosen."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    shock = game.find("Shock")
    game.apply(f"cast {shock}")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    card = game.find("Lightning Bolt")
    game.apply(f"cast {card}")
    assert game.pending.kind == "target"
    spell = game.state.stack[-1]
    assert spell != card and card not in game.state.objects
    assert game.state.objects[spell].zone == "stack"
    assert game.state.objects[spell].controller == 1
    assert game.zone("hand", 1) == ()


# --- the order of the decisions --------------------------------------------------------------------------


def test_601_2b_to_h_kicker_then_targets_then_payment():
    """601.2b: additional costs (kicker) are announced first; 601.2c: then targets; 601.2h: then payment."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"]})
    burst = game.find("Burst Lightning")
    seen = decisions(game, f"cast {burst}", "additional kicker", "target P2", "autopay")
    assert seen == ["priority", "additional", "target", "pay"]


def test_601_2b_mode_is_chosen_before_targets():
    """601.2b: 'If the spell is modal, the player announces the mode choice'; 601.2c: the targets are those
    the chosen mode requires."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Charm"]})
    seen = decisions(game, f"cast {game.find('Test Charm')}", "mode 1", "target P2", "autopay")
    assert seen == ["priority", "mode", "target", "pay"]


def test_601_2c_a_mode_without_targets_asks_for_none():
    """601.2c: a spell requires targets only for the chosen mode: the 'draw a card' mode asks for none."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Charm"]})
    seen = decisions(game, f"cast {game.find('Test Charm')}", "mode 2", "autopay")
    assert seen == ["priority", "mode", "pay"]


def test_601_2b_x_is_announced_before_targets():
    """601.2b: the value of X is announced with the other 601.2b choices, before targets (601.2c)."""
    game = board({"battlefield": ["Mountain"] * 3, "hand": ["Fireball"]})
    seen = decisions(game, f"cast {game.find('Fireball')}", "x 2", "target P2", "done", "autopay")
    assert seen == ["priority", "x", "target", "target", "pay"]


def test_601_2d_division_is_announced_after_targets():
    """601.2d: 'If the spell requires the player to divide ... an effect ... among one or more targets, the
    player announces the division. Each of these targets must receive at least one'."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Forked Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Test Forked Bolt')}")
    game.apply(f"target {bears}")
    game.apply("target P2")
    assert game.pending.kind == "divide"
    # one target's share at a time (the last gets the rest): the first may only have 1 of the 2
    assert [str(a) for a in game.legal_actions() if a.kind == "divide"] == ["divide 1"]
    game.apply("divide 1 1")  # the whole division at once is the same answer
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 19
    assert game.state.objects[bears].damage == 1


def test_601_2d_one_target_gets_everything_without_a_division():
    """601.2d: with one target there is nothing to divide; it is dealt all the damage."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Forked Bolt"]})
    seen = decisions(game, f"cast {game.find('Test Forked Bolt')}", "target P2", "done", "autopay")
    assert seen == ["priority", "target", "target", "pay"]
    pass_both(game)
    assert life(game, 1) == 18


def test_601_2c_a_variable_number_of_targets():
    """601.2c: a spell with a variable number of targets may have as many as the player chooses (Fireball:
    'any number of targets')."""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Fireball"]})
    spell = game.find("Fireball")
    game.apply(f"cast {spell}")
    spell = game.state.announcing
    decisions(game, "x 2", "target P1", "target P2", "done")
    assert game.state.objects[spell].choices.targets == ((-1, -2),)


# --- 601.2f-i: cost and becoming cast --------------------------------------------------------------------


def test_601_2f_total_cost_is_determined_and_locked_in():
    """601.2f: 'The total cost is the mana cost ... plus all additional costs and cost increases'; Fireball
    with X=2 and two targets costs {2}{R} plus {1}: {3}{R}, announced in the log."""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Fireball"]})
    game.apply(f"cast {game.find('Fireball')}")
    spell = game.state.announcing
    start = mark(game)
    decisions(game, "x 2", "target P1", "target P2", "done")
    assert game.state.objects[spell].choices.cost == parse_cost("{3}{R}")
    assert any(e.kind == "total_cost" and "601.2f" in e.rules for e in events_since(game, start))


def test_601_2h_partial_payment_is_not_allowed():
    """601.2h: 'Partial payments are not allowed.' With {R} in the pool, a {1}{R} cost can't be paid."""
    game = board({"battlefield": ["Mountain"], "hand": ["Fireball"]})
    game.apply(f"activate {game.find('Mountain')} 1")
    decisions(game, f"cast {game.find('Fireball')}", "x 0", "target P2", "target P1", "done")
    assert game.pending.kind == "pay"
    assert not any(a.kind in ("pay", "autopay") for a in game.legal_actions())


def test_601_2i_the_spell_becomes_cast_only_after_payment():
    """601.2i: 'Once the steps described in 601.2a-h are completed ... the spell becomes cast. Any abilities
    that trigger when a spell is cast ... trigger at this time.' Prowess waits for the payment."""
    game = board({"battlefield": ["Mountain", "Monastery Swiftspear"], "hand": ["Lightning Bolt"]})
    start = mark(game)
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    assert game.pending.kind == "pay"
    assert game.state.waiting == ()
    assert "cast" not in kinds(events_since(game, start))
    game.apply("autopay")
    events = kinds(events_since(game, start))
    assert events.index("paid") < events.index("cast") < events.index("trigger")


def test_601_2i_the_caster_gets_priority_afterward():
    """601.2i: 'If the spell's controller had priority before casting it, they get priority.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    decisions(game, f"cast {game.find('Lightning Bolt')}", "target P2", "autopay")
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_601_2c_no_legal_target_means_the_spell_cannot_be_cast():
    """601.2c / 601.2: a player unable to choose a required target can't cast the spell — Giant Growth with
    no creature on the battlefield is not a legal action."""
    game = board({"battlefield": ["Forest"], "hand": ["Giant Growth"]})
    assert f"cast {game.find('Giant Growth')}" not in [str(a) for a in game.legal_actions()]


# --- 601.2 / 733: reversing an announcement -------------------------------------------------------------


def test_733_1_cancelled_announcement_returns_the_game_to_before_the_cast():
    """601.2 / 733.1: an abandoned cast is 'entirely reversed ... the spell returns to the zone it came from'
    — the saved game is the same as before the cast."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    before = game.to_json()
    bolt = game.find("Lightning Bolt")
    game.apply(f"cast {bolt}")
    game.apply("cancel")
    assert game.to_json() == before
    assert game.zone("hand", 0) == (bolt,)


def test_733_1_mana_abilities_activated_while_casting_are_reversed():
    """733.1: 'any payments already made are canceled' and mana abilities activated for it are reversed:
    the Mountain tapped during payment is untapped again."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    before = game.to_json()
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply(f"activate {game.find('Mountain')} 1")
    game.apply("cancel")
    assert game.to_json() == before
    assert not game.state.objects[game.find("Mountain")].tapped


def test_733_1_nothing_triggers_from_an_undone_action():
    """733.1: 'No abilities trigger and no effects apply as a result of an undone action.' Bears sacrificed to
    Ashnod's Altar while paying would trigger Test Rite Watcher; after cancelling, nothing waits and the
    Bears are back."""
    game = board({"battlefield": ["Mountain", "Ashnod's Altar", "Grizzly Bears", "Test Rite Watcher"],
                  "hand": ["Fireball"]})
    before = game.to_json()
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    fireball = game.find("Fireball")
    decisions(game, f"cast {fireball}", "x 2", "target P2", "done", f"activate {altar} 1 sac:{bears}")
    assert game.state.waiting
    game.apply("cancel")
    assert game.state.waiting == ()
    assert game.state.objects[bears].zone == "battlefield"
    assert game.to_json() == before


def test_601_2_impossible_payment_is_reversed():
    """601.2: 'If a player is unable to comply with the requirements of a step ..., the casting of the spell
    is illegal; the game returns to the moment before the casting'. Fireball with X=2 and two targets
    costs {3}{R}, more than three Mountains make: only cancelling is possible, and it rewinds."""
    game = board({"battlefield": ["Mountain"] * 3, "hand": ["Fireball"]})
    before = game.to_json()
    decisions(game, f"cast {game.find('Fireball')}", "x 2", "target P1", "target P2", "done")
    assert game.pending.kind == "pay"
    assert {a.kind for a in game.legal_actions()} <= {"activate", "cancel", "concede"}
    game.apply("cancel")
    assert game.to_json() == before


def test_733_2_player_retains_priority_after_a_reversal():
    """733.2: 'When reversing illegal spells and abilities, the player who had priority retains it'."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("cancel")
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_733_1_reversal_after_the_other_player_passed_restores_the_game_exactly():
    """733.1: the cast is 'entirely reversed'. P1 passed; P2 starts to cast Shock and cancels: the game is
    exactly as before, so P2 passing now ends the step (117.4)."""
    game = board(p2={"battlefield": ["Mountain"], "hand": ["Shock"]}, step="upkeep")
    game.apply("pass")
    before = game.to_json()
    game.apply(f"cast {game.find('Shock')}")
    game.apply("cancel")
    assert game.to_json() == before
