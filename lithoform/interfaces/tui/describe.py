"""Plain-words descriptions of actions and objects for people, from an Observation."""

from __future__ import annotations

from lithoform.play.observation import CardView, Observation, StackView
from lithoform.state.actions import Action


def ref_name(seen: Observation, ref: int | str) -> str:
    """A player ref (P1, P2) or an object id as a person reads it."""
    if isinstance(ref, str):
        return ref
    if ref < 0:
        p = -ref - 1
        return f"P{p + 1} (you)" if p == seen.viewer else f"P{p + 1} (opponent)"
    obj = seen.card(ref)
    if obj is None:
        return f"#{ref}"
    return f"{obj.name} (#{ref}){_pt(obj) if isinstance(obj, CardView) else ''}{_owner(seen, obj)}"


def _pt(c: CardView) -> str:
    return f" {c.power}/{c.toughness}" if c.power is not None and c.zone == "battlefield" else ""


def _owner(seen: Observation, obj: CardView | StackView) -> str:
    if obj.controller == seen.viewer:
        return ""
    return " (opponent's)"


def describe(seen: Observation, action: Action) -> str:
    """What an action does, in words: 'Cast Lightning Bolt (#12) {R}'."""
    kind, args = action.kind, action.args
    name = (lambda i: ref_name(seen, args[i])) if args else (lambda i: "")
    if kind == "pass":
        return "Pass priority" + (" (resolve the top of the stack)" if seen.stack else " (move on)")
    if kind == "play":
        return f"Play {name(0)}"
    if kind == "cast":
        card = seen.card(int(args[0]))
        cost = f" {card.mana_cost}" if isinstance(card, CardView) and card.mana_cost else ""
        return f"Cast {name(0)}{cost}"
    if kind == "activate":
        return _activate(seen, action)
    if kind == "target":
        return f"Target {name(0)}"
    if kind == "attack":
        return f"Attack with {name(0)}"
    if kind == "block":
        return f"Block {name(1)} with {name(0)}"
    if kind == "damage":
        # one recipient at a time (its share: `slot`), or a whole division from the first recipient
        start = seen.pending.slot if len(args) == 1 else 0
        parts = [f"{n} to {ref_name(seen, r)}" for r, n in zip(seen.pending.options[start:], args, strict=False)]
        return "Assign damage: " + ", ".join(parts)
    if kind == "choose":
        if not args:
            return "Choose nothing"
        return "Choose " + ", ".join(ref_name(seen, a) for a in args)
    if kind == "pick":  # one more option of a choice of several (then Done)
        so_far = seen.pending.picked
        return f"Pick {name(0)}" + (f" (picked: {', '.join(ref_name(seen, a) for a in so_far)})" if so_far else "")
    if kind in ("yes", "no") and seen.pending.kind == "mulligan":
        return "Take a mulligan (shuffle, draw a new hand)" if kind == "yes" else "Keep this hand"
    words = {
        "yes": "Yes", "no": "No", "done": "Done", "autopay": "Pay automatically (tap what is needed)",
        "pay": "Pay from the mana pool", "cancel": "Cancel (undo this announcement)",
        "concede": "Concede the game",
    }
    if kind in words:
        return words[kind]
    if kind == "x":
        return f"X = {args[0]}"
    if kind == "additional":
        return "Pay the kicker" if args and args[0] == "kicker" else "Don't kick"
    if kind == "alternative":
        return "Pay the mana cost" if args and args[0] == "none" else f"Pay the alternative cost {args[0]}"
    if kind in ("sacrifice", "discard", "tap"):
        return f"{kind.capitalize()} {name(0)}"
    if kind == "return":  # a cost (601.2h): Quirion Ranger
        return f"Return {name(0)} to its owner's hand"
    if kind == "remove":  # a cost (601.2h): Heart of Kiran's loyalty counter
        return f"Remove a counter from {name(0)}"
    return str(action)


def _activate(seen: Observation, action: Action) -> str:
    oid, n = int(action.args[0]), int(action.args[1])
    card = seen.card(oid)
    extra = [str(a) for a in action.args[2:]]
    text = ""
    if isinstance(card, CardView) and 0 < n <= len(card.activated):
        text = card.activated[n - 1].text
    mana = next((e.split(":", 1)[1] for e in extra if e.startswith("mana:")), None)
    sac = [e.split(":", 1)[1] for e in extra if e.startswith("sac:")]
    head = f"Activate {ref_name(seen, oid)}"
    if mana:
        head += f" for {{{mana}}}"
    if sac:
        head += " sacrificing " + ", ".join(ref_name(seen, int(s)) for s in sac if s.isdigit())
    tap = [e.split(":", 1)[1] for e in extra if e.startswith("tap:")]
    if tap:
        head += " tapping " + ", ".join(ref_name(seen, int(s)) for s in tap if s.isdigit())
    return f"{head}: {text}" if text and not mana else head
