//! The opt-in implicit-fp64 warning: a kernel without `device_has` whose
//! call tree uses `double` is probably not meant to need fp64. The warning
//! points at the first instruction of the function that brings fp64 into
//! the kernel and names the kind of use, with a fix hint where one exists.
//!
//! Kinds, in instruction order of that function:
//! * `fpext float -> double`: float to double conversion (hint: literal);
//! * a call whose callee is variadic, with a double variadic argument:
//!   variadic promotion (`printf`);
//! * a call of a function taking or returning double: double-precision
//!   function (hint: the float overload);
//! * arithmetic or comparison on double: double-precision arithmetic (hint:
//!   write a constant operand as a float literal).

use crate::messages::demangle;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleUse {
    pub inst: LLVMValueRef,
    pub kind: String,
    pub hint: Option<String>,
}

unsafe fn is_double(ty: LLVMTypeRef) -> bool {
    let mut t = ty;
    while matches!(LLVMGetTypeKind(t), LLVMTypeKind::LLVMVectorTypeKind) {
        t = LLVMGetElementType(t);
    }
    LLVMGetTypeKind(t) == LLVMTypeKind::LLVMDoubleTypeKind
}

/// `2.0f` for a double constant operand that is exactly a float.
unsafe fn float_literal_hint(inst: LLVMValueRef) -> Option<String> {
    for i in 0..LLVMGetNumOperands(inst).max(0) as u32 {
        let op = LLVMGetOperand(inst, i);
        if op.is_null() || LLVMIsAConstantFP(op).is_null() {
            continue;
        }
        let mut loses = 0;
        let v = LLVMConstRealGetDouble(op, &mut loses);
        if (v as f32) as f64 == v {
            let mut text = format!("{v:?}");
            if !text.contains(['.', 'e', 'i', 'N']) {
                text.push_str(".0");
            }
            return Some(format!("write the constant as a float literal ('{text}f') to keep the arithmetic in float"));
        }
    }
    None
}

/// Classifies one instruction; `None` if it is not a recognizable use.
pub unsafe fn classify(inst: LLVMValueRef) -> Option<DoubleUse> {
    let opcode = LLVMGetInstructionOpcode(inst);
    let result_double = is_double(LLVMTypeOf(inst));
    match opcode {
        LLVMOpcode::LLVMFPExt if result_double => {
            // The conversion usually exists for its user: a variadic call, a
            // double-precision function, or arithmetic with a double
            // literal. Name that user when it is one of those.
            let mut user = LLVMGetFirstUse(inst);
            while !user.is_null() {
                let u = LLVMGetUser(user);
                if LLVMGetInstructionOpcode(u) != LLVMOpcode::LLVMFPExt {
                    if let Some(found) = classify(u).filter(|f| f.hint.is_some()) {
                        return Some(found);
                    }
                }
                user = LLVMGetNextUse(user);
            }
            Some(DoubleUse {
                inst,
                kind: "float to double conversion".into(),
                hint: Some("keep the value in float (e.g. use 'float' variables and 'f'-suffixed literals)".into()),
            })
        }
        LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => {
            let fty = LLVMGetCalledFunctionType(inst);
            // The function as the call names it: an alias (a constructor's
            // C1 for its C2) keeps the name the source used.
            let callee = sycl_aspects_metadata::ir::strip_constant_casts(LLVMGetCalledValue(inst));
            let name = if !callee.is_null() && (!LLVMIsAFunction(callee).is_null() || !LLVMIsAGlobalAlias(callee).is_null()) {
                sycl_aspects_metadata::ir::value_name(callee)
            } else {
                String::new()
            };
            if name.starts_with("llvm.dbg.") {
                return None;
            }
            let fixed = LLVMCountParamTypes(fty);
            let nargs = LLVMGetNumArgOperands(inst);
            if LLVMIsFunctionVarArg(fty) != 0 {
                let promoted = (fixed..nargs).any(|i| is_double(LLVMTypeOf(LLVMGetOperand(inst, i))));
                if promoted {
                    return Some(DoubleUse {
                        inst,
                        kind: format!("variadic promotion of a floating-point argument to double in a call of '{}'", demangle(&name)),
                        hint: Some("variadic arguments are always promoted to double; avoid passing floats to variadic functions such as printf in device code".into()),
                    });
                }
                return None;
            }
            let mut params = vec![std::ptr::null_mut(); fixed as usize];
            if fixed > 0 {
                LLVMGetParamTypes(fty, params.as_mut_ptr());
            }
            if is_double(LLVMGetReturnType(fty)) || params.iter().any(|&p| is_double(p)) {
                let shown = demangle(&name);
                let base = shown.split('(').next().unwrap_or(&shown).to_owned();
                let hint = (!base.is_empty()).then(|| {
                    format!("call the float overload instead (e.g. '{base}(float)' or '{}f')", base.rsplit("::").next().unwrap_or(&base))
                });
                return Some(DoubleUse { inst, kind: format!("call of double-precision function '{shown}'"), hint });
            }
            None
        }
        LLVMOpcode::LLVMFAdd
        | LLVMOpcode::LLVMFSub
        | LLVMOpcode::LLVMFMul
        | LLVMOpcode::LLVMFDiv
        | LLVMOpcode::LLVMFRem
        | LLVMOpcode::LLVMFNeg
        | LLVMOpcode::LLVMFCmp => {
            let operand_double = LLVMGetNumOperands(inst) > 0 && is_double(LLVMTypeOf(LLVMGetOperand(inst, 0)));
            if !(result_double || operand_double) {
                return None;
            }
            Some(DoubleUse { inst, kind: "double-precision arithmetic".into(), hint: float_literal_hint(inst) })
        }
        _ => None,
    }
}

/// The first recognizable double use in `f`, preferring instructions with a
/// debug location.
pub unsafe fn first_double_use(f: LLVMValueRef) -> Option<DoubleUse> {
    let mut first: Option<DoubleUse> = None;
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        let mut inst = LLVMGetFirstInstruction(bb);
        while !inst.is_null() {
            if let Some(u) = classify(inst) {
                if !LLVMInstructionGetDebugLoc(inst).is_null() {
                    return Some(u);
                }
                first.get_or_insert(u);
            }
            inst = LLVMGetNextInstruction(inst);
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    first
}
